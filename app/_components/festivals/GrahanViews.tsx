import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { EclipseCardView, EclipseDetailView } from '@/lib/view/eclipses';
import { Card, FactList, Pill } from '../ui/Card';
import { CELL, ROW, Table } from '../ui/Table';

async function SutakLine({ e, locale }: { e: EclipseCardView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'grahanPage' });
  if (e.sutak) {
    return (
      <p className="text-sm text-fg">
        <span className="font-medium">{t('sutak')}:</span> <span className="tabular-nums">{e.sutak}</span>
      </p>
    );
  }
  return <p className="text-sm text-muted">{e.noSutak === 'penumbral' ? t('noSutakPenumbral') : t('noSutakInvisible')}</p>;
}

/** The year's eclipses at the city: each with its visibility, times here and on Earth, magnitude and Sutak. */
export async function GrahanList({ eclipses, city, locale }: { eclipses: EclipseCardView[]; city: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'grahanPage' });
  if (eclipses.length === 0) return <p className="text-sm text-muted">{t('none')}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid="eclipse-list">
      {eclipses.map((e) => (
        <li key={e.id} data-eclipse={e.id}>
          <Card id={`eclipse-${e.id}`} title={e.title} subtitle={e.dateLabel} action={<Pill tone={e.visible ? 'good' : 'neutral'}>{e.visible ? t('visible', { city }) : t('notVisible', { city })}</Pill>}>
            <div className="grid gap-1.5">
              {e.localRange && <p className="text-sm tabular-nums text-fg">{t('localTimes', { range: e.localRange })}</p>}
              <p className="text-sm tabular-nums text-muted">{t('globalTimes', { range: e.globalRange })}</p>
              <p className="text-sm text-fg">
                {t('magnitude')}: <span className="tabular-nums">{e.magnitude}</span>
                {e.obscuration && (
                  <>
                    {' · '}
                    {t('obscuration')}: <span className="tabular-nums">{e.obscuration}</span>
                  </>
                )}
              </p>
              <SutakLine e={e} locale={locale} />
              <Link href={e.href} className="mt-1 text-sm font-medium text-maroon underline hover:no-underline">
                {t('details')}
              </Link>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** One eclipse: its contact times at the city (which are above the horizon), rise or set during it, magnitude, Sutak. */
export async function GrahanDetail({ e, city, year, listHref, locale }: { e: EclipseDetailView; city: string; year: number; listHref: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'grahanPage' });
  const facts = [
    { key: 'visible', label: city, value: e.visible ? t('visible', { city }) : t('notVisible', { city }) },
    { key: 'greatest', label: t('greatest'), value: e.greatest },
    { key: 'magnitude', label: t('magnitude'), value: e.magnitude },
    ...(e.localMagnitude ? [{ key: 'localMagnitude', label: t('localMagnitude'), value: e.localMagnitude }] : []),
    ...(e.obscuration ? [{ key: 'obscuration', label: t('obscuration'), value: e.obscuration }] : []),
    ...(e.duration ? [{ key: 'duration', label: t('duration'), value: t('durationValue', e.duration) }] : []),
    { key: 'saros', label: t('sarosLabel'), value: t('saros', e.saros) },
  ];
  return (
    <>
      <Card id="eclipse-facts" title={e.title} subtitle={e.dateLabel} data-testid="eclipse-facts">
        <FactList items={facts} />
        <div className="mt-4">
          <SutakLine e={e} locale={locale} />
        </div>
      </Card>
      {e.timeline.length > 0 && (
        <Card id="eclipse-contacts" title={t('contacts', { city })} data-testid="eclipse-contacts">
          <Table head={[t('event'), t('time')]} caption={t('contacts', { city })}>
            {e.timeline.map((c) => (
                <tr key={c.key} className={ROW} data-contact={c.key}>
                  <td className={`${CELL} font-medium text-fg`}>{c.name}</td>
                  <td className={`${CELL} tabular-nums`}>
                    {c.time}
                    {!c.visible && <span className="ml-2 text-xs text-muted">({t('belowHorizon')})</span>}
                  </td>
                </tr>
            ))}
          </Table>
        </Card>
      )}
      <p>
        <Link href={listHref} className="text-sm font-medium text-maroon underline hover:no-underline">
          {t('back', { year })}
        </Link>
      </p>
    </>
  );
}
