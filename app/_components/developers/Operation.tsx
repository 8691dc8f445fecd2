import { getTranslations } from 'next-intl/server';
import type { OperationView } from '@/lib/view/developers';
import type { CACHE_VALUES } from '@/lib/api/openapi/caching';
import { CodeText } from './CodeText';
import { CopyButton } from './CopyButton';
import { ParameterTable } from './ParameterTable';

/**
 * One endpoint of the API reference: method and path, description, its own
 * parameters and the shared ones it takes (documented once on the page),
 * curl example, errors and caching.
 */
export async function Operation({ op, cacheValues }: { op: OperationView; cacheValues: typeof CACHE_VALUES }) {
  const t = await getTranslations('developers');
  const [a, b] = cacheValues[op.caching];
  return (
    <section id={op.id} aria-labelledby={`${op.id}-title`} className="card scroll-mt-24 bg-surface" data-testid="api-operation">
      <h3 id={`${op.id}-title`} className="flex flex-wrap items-baseline gap-2 text-base font-semibold">
        <span className="rounded bg-saffron-soft px-1.5 py-0.5 font-mono text-xs text-maroon">GET</span>
        <code className="break-all font-mono">{op.path}</code>
      </h3>
      <p className="mt-1 font-medium">{op.summary}</p>
      {op.description.split('\n\n').map((para) => (
        <p key={para} className="mt-2 max-w-3xl text-sm text-muted">
          <CodeText text={para} />
        </p>
      ))}

      <h4 className="mt-4 text-sm font-semibold">{t('parameters')}</h4>
      {op.sharedParameters.length > 0 && (
        <p className="mt-1 text-sm" data-testid="shared-parameters">
          {t('sharedUsed')}{' '}
          {op.sharedParameters.map((name, i) => (
            <span key={name}>
              {i > 0 && ', '}
              <a href={`#parameter-${name}`} className="font-mono text-saffron hover:underline">
                {name}
              </a>
            </span>
          ))}
        </p>
      )}
      {op.parameters.length > 0 ? (
        <ParameterTable parameters={op.parameters} caption={`${op.path}: ${t('parameters')}`} />
      ) : (
        op.sharedParameters.length === 0 && <p className="mt-1 text-sm text-muted">{t('noParameters')}</p>
      )}

      <h4 className="mt-4 text-sm font-semibold">{t('example')}</h4>
      <div className="mt-1 flex items-start gap-2 rounded-lg bg-bg p-2">
        <pre className="min-w-0 flex-1 overflow-x-auto whitespace-pre-wrap break-all font-mono text-xs" data-testid="curl">
          <code>{op.curl}</code>
        </pre>
        <CopyButton text={op.curl} label={t('copyLabel', { endpoint: op.path })} copy={t('copy')} copied={t('copied')} />
      </div>

      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('errorsLabel')}</dt>
        <dd>{op.errors.map((s) => t(`status.${s as 400 | 404 | 500 | 503}`)).join(', ')}</dd>
        <dt className="font-semibold">{t('cachingLabel')}</dt>
        <dd>{t(`caching.${op.caching}`, { a, b: b ?? '' })}</dd>
      </dl>
    </section>
  );
}
