/**
 * /developers (and /hi/developers): the JSON API's reference, rendered on
 * the server from the OpenAPI document (lib/view/developers.ts), with the
 * policies the handlers implement (caching from lib/api/cache.ts, the
 * festival queue of lib/festivals, CORS) and the measured accuracy
 * (lib/site-stats.ts). No script but the copy buttons.
 */
import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleProps } from '@/i18n/params';
import { ErrorBody } from '@/lib/api/endpoints/common';
import { MAX_PENDING, ServerBusyError } from '@/lib/festivals';
import { MAX_URL_LENGTH } from '@/lib/http/paths';
import { pageMetadata } from '@/lib/seo/page';
import { pagePath } from '@/lib/urls';
import { agreementShare, REFERENCE_AGREEMENT } from '@/lib/site-stats';
import { developersView } from '@/lib/view/developers';
import { Breadcrumbs } from '../../_components/Breadcrumbs';
import { CodeText } from '../../_components/developers/CodeText';
import { Operation } from '../../_components/developers/Operation';
import { ParameterTable } from '../../_components/developers/ParameterTable';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: pagePath('developers'), namespace: 'developers' });
}

const H2 = 'mt-10 text-xl font-semibold text-maroon';
const TEXT = 'mt-2 max-w-3xl';

export default async function DevelopersPage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('developers');
  const nav = await getTranslations('nav.links');
  const format = await getFormatter();
  const view = developersView(locale);
  const a = REFERENCE_AGREEMENT;
  const errorExample = JSON.stringify((ErrorBody.meta() as { example: unknown }).example);

  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ label: nav('developers'), path: pagePath('developers') }]} />
      <h1 className="text-3xl font-bold text-maroon">{t('title')}</h1>
      <p className={TEXT}>{t('intro')}</p>
      <p className={TEXT}>
        {t.rich('documentText', {
          url: view.documentUrl,
          link: (c) => (
            <a href="/api/openapi.json" className="break-all font-mono text-saffron underline underline-offset-2">
              {c}
            </a>
          ),
        })}
      </p>
      <p className={TEXT}>
        {t('baseUrl')}: <code className="font-mono">{view.baseUrl}</code>
      </p>

      <nav aria-labelledby="api-contents" className="mt-6 rounded-2xl border border-line bg-surface p-4">
        <h2 id="api-contents" className="card-title">
          {t('contents')}
        </h2>
        <ul className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {view.groups.flatMap((g) =>
            g.operations.map((op) => (
              <li key={op.id}>
                <a href={`#${op.id}`} className="font-mono text-saffron hover:underline">
                  {op.path}
                </a>
              </li>
            )),
          )}
        </ul>
      </nav>

      <section aria-labelledby="shared-parameters" data-testid="shared-parameter-table">
        <h2 id="shared-parameters" className={H2}>
          {t('sharedTitle')}
        </h2>
        <p className={TEXT}>
          <CodeText text={view.shared.text} />
        </p>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t('sharedIntro')}</p>
        <ParameterTable parameters={view.shared.parameters} caption={t('sharedTitle')} anchors />
      </section>

      {view.groups.map((g) => (
        <section key={g.key} aria-labelledby={`group-${g.key}`}>
          <h2 id={`group-${g.key}`} className={H2}>
            {g.name}
          </h2>
          <p className="mt-1 text-sm text-muted">{g.description}</p>
          <div className="mt-4 grid grid-cols-1 gap-4">
            {g.operations.map((op) => (
              <Operation key={op.id} op={op} cacheValues={view.cacheValues} />
            ))}
          </div>
        </section>
      ))}

      <h2 className={H2}>{t('errorsTitle')}</h2>
      <p className={TEXT}>{t('errorsText', { example: errorExample, max: format.number(MAX_URL_LENGTH) })}</p>

      <h2 className={H2}>{t('policyTitle')}</h2>
      <p className={TEXT}>{t('rateText', { pending: MAX_PENDING, seconds: new ServerBusyError().retryAfterSeconds })}</p>
      <p className={TEXT}>{t('cachingText')}</p>
      <ul className="mt-2 max-w-3xl list-disc space-y-1 pl-5 text-sm" data-testid="caching-policies">
        {(['date', 'live', 'long', 'provider', 'none'] as const).map((p) => (
          <li key={p}>{t(`caching.${p}`, { a: view.cacheValues[p][0], b: view.cacheValues[p][1] ?? '' })}</li>
        ))}
      </ul>

      <h2 className={H2}>{t('corsTitle')}</h2>
      <p className={TEXT}>{t('corsText')}</p>

      <h2 className={H2}>{t('licenceTitle')}</h2>
      <p className={TEXT}>{t('licenceCode')}</p>
      <p className={TEXT}>{t('licenceData')}</p>

      <h2 className={H2}>{t('accuracyTitle')}</h2>
      <p className={TEXT} data-testid="api-accuracy">
        {t('accuracyText', {
          from: a.firstYear,
          to: a.lastYear,
          days: format.number(a.days),
          newDelhi: a.disagreements.newDelhi,
          newYork: a.disagreements.newYork,
          minutes: a.boundaryMinutes,
          share: format.number(agreementShare(2), { maximumFractionDigits: 2 }),
        })}
      </p>
      <p className={TEXT}>{t('accuracyNote')}</p>
    </>
  );
}
