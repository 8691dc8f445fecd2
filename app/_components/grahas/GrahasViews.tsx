import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { GrahasHubPage, GrahaTransitPage, GrahaYearPage, TransitLink } from '@/app/_loaders/grahas';
import { jsonLdText } from '@/lib/seo/breadcrumbs';
import type { GrahaEventRow } from '@/lib/view/grahas';
import { Card, FactList } from '../ui/Card';
import { CELL, ROW, Table, TimeCell, Times } from '../ui/Table';
import { GrahaTable, marksLegend } from './GrahaTable';

const LINK = 'font-medium text-maroon underline hover:no-underline';

/** Transits as links, each with its first crossing's date and time. */
function TransitList({ links, testId }: { links: TransitLink[]; testId: string }) {
  return (
    <ul className="grid gap-2 text-sm" data-testid={testId}>
      {links.map((l) => (
        <li key={l.path} className="entry-row">
          <Link href={l.path} className={LINK}>
            {l.title}
          </Link>
          <span className="tabular-nums text-fg">
            <Times text={l.when} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /grahas: the nine grahas now with their next changes, and the major transits of this year and the next. */
export async function GrahasHubView({ vm, locale }: { vm: GrahasHubPage; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'grahasPage' });
  const next = (e: GrahaEventRow | null) => (e ? `${e.title}: ${e.when}` : t('none'));
  return (
    <>
      <Card id="grahas-now" title={t('nowTitle')} subtitle={t('asOf', { time: vm.asOf, ayanamsa: vm.ayanamsa, node: vm.node })} data-testid="grahas-now">
        <GrahaTable
          rows={vm.rows}
          locale={locale}
          testId="grahas-table"
          caption={t('nowTitle')}
          extra={{
            head: [t('nextRashi'), t('next'), String(vm.year)],
            cells: (_r, i) => {
              const r = vm.rows[i];
              return (
                <>
                  <td className={CELL}>
                    <Times text={next(r.nextRashi)} />
                  </td>
                  <td className={CELL}>
                    <Times text={next(r.next)} />
                  </td>
                  <td className={CELL}>
                    <Link href={r.yearPath} className={LINK}>
                      {t('yearLink', { planet: r.name, year: vm.year })}
                    </Link>
                  </td>
                </>
              );
            },
          }}
        />
        <p className="mt-3 text-xs text-muted">{await marksLegend(locale, 'grahasPage')}</p>
      </Card>
      {vm.transits.map((y) => (
        <Card key={y.year} id={`transits-${y.year}`} title={t('transitsTitle', { year: y.year })} data-testid={`transits-${y.year}`}>
          {y.links.length === 0 ? <p className="text-sm text-muted">{t('noTransits', { year: y.year })}</p> : <TransitList links={y.links} testId={`transit-list-${y.year}`} />}
        </Card>
      ))}
    </>
  );
}

/** /grahas/{planet}/{year}: where the planet stood on 1 January, and every event of the year. */
export async function GrahaYearView({ vm, locale }: { vm: GrahaYearPage; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'grahasPage.year' });
  const v = vm.view;
  return (
    <>
      <p className="text-sm text-muted" data-testid="graha-models">
        {vm.node ? t('modelsNode', { ayanamsa: vm.ayanamsa, node: vm.node }) : t('models', { ayanamsa: vm.ayanamsa })}
      </p>
      <Card id="graha-start" title={t('startTitle', { planet: v.planet })} data-testid="graha-start">
        <GrahaTable rows={[v.start]} locale={locale} testId="graha-start-table" caption={t('startTitle', { planet: v.planet })} />
      </Card>
      {vm.transits && vm.transits.length > 0 && (
        <Card id="graha-transits" title={t('transitsTitle', { planet: v.planet, year: v.year })} data-testid="graha-transits">
          <TransitList links={vm.transits} testId="graha-transit-list" />
        </Card>
      )}
      <Card id="graha-events" title={t('eventsTitle', { year: v.year })} subtitle={t('count', { count: v.events.length })} data-testid="graha-events">
        {v.events.length === 0 ? (
          <p className="text-sm text-muted">{t('none')}</p>
        ) : (
          <Table head={[t('when'), t('event'), t('kind')]} caption={t('eventsTitle', { year: v.year })} testId="graha-events-table" cards>
            {v.events.map((e) => (
              <tr key={e.key} className={ROW} data-kind={e.kind} data-date={e.date}>
                <TimeCell text={e.when} />
                <td className={CELL} data-label={t('event')}>
                  {e.title}
                </td>
                <td className={`${CELL} text-muted`} data-label={t('kind')}>
                  {e.kindName}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Card>
      <Card id="graha-planets" title={t('otherPlanets', { year: v.year })}>
        <ul className="flex flex-wrap gap-2 text-sm" data-testid="graha-planets">
          {vm.planets
            .filter((p) => p.key !== vm.planet)
            .map((p) => (
              <li key={p.key}>
                <Link href={p.path} className="chip-link">
                  {p.name}
                </Link>
              </li>
            ))}
        </ul>
      </Card>
    </>
  );
}

/** /grahas/{planet}/{year}/{rashi}: when the transit happens, how the time was found, and what it changes. */
export async function GrahaTransitView({ vm, locale }: { vm: GrahaTransitPage; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'grahasPage.transit' });
  const v = vm.view;
  const facts = [
    ...v.crossings.map((c, i) => ({ key: `crossing-${i}`, label: c.title, value: <Times text={c.when} /> })),
    ...(v.leaves ? [{ key: 'leaves', label: t('leaves'), value: t('leavesValue', { title: v.leaves.title, when: v.leaves.when }) }] : []),
  ];
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(vm.jsonLd) }} />
      <Card id="transit-when" title={t('whenTitle')} tone="accent" data-testid="transit-when">
        <FactList items={facts} columns={1} testId="transit-crossings" />
        {v.stayDays !== null && <p className="mt-3 text-sm text-fg">{t('stay', { rashi: v.into, days: v.stayDays })}</p>}
        {v.partner && vm.partnerPath && (
          <p className="mt-2 text-sm text-fg">
            {t('partner', { planet: v.partner.planet, rashi: v.partner.rashi })}{' '}
            <Link href={vm.partnerPath} className={LINK}>
              {t('partnerLink', { planet: v.partner.planet })}
            </Link>
          </p>
        )}
      </Card>
      <Card id="transit-method" title={t('methodTitle')} data-testid="transit-method">
        <p className="text-sm text-fg">{t('method', { ayanamsa: v.ayanamsa })}</p>
        {v.node && <p className="mt-2 text-sm text-fg">{t('methodNode', { node: v.node })}</p>}
        {v.alternatives.length > 0 && (
          <>
            <h3 className="subhead mb-2 mt-4">{t('alternativesTitle')}</h3>
            <p className="text-sm text-muted">{t('alternatives')}</p>
            <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-fg marker:text-saffron" data-testid="transit-alternatives">
              {v.alternatives.map((a) => (
                <li key={a.label} className="tabular-nums">
                  {t('alternativeRow', { label: a.label, when: a.when })}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
      {(v.changes.length > 0 || v.aspects.length > 0) && (
        <Card id="transit-changes" title={t('changesTitle')} data-testid="transit-changes">
          {v.changes.length > 0 && (
            <Table head={[t('moonSign'), t('change')]} caption={t('changesTitle')} testId="transit-changes-table">
              {v.changes.map((c) => (
                <tr key={`${c.moonSign}-${c.change}`} className={ROW}>
                  <th scope="row" className={`${CELL} text-left font-medium`}>
                    {c.moonSign}
                  </th>
                  <td className={CELL}>{c.change}</td>
                </tr>
              ))}
            </Table>
          )}
          {v.aspects.length > 0 && <p className="mt-3 text-sm text-fg">{t('aspects', { rashi: v.into, signs: v.aspects.join(', ') })}</p>}
        </Card>
      )}
      <p className="text-sm">
        <Link href={vm.yearPath} className={LINK} data-testid="transit-year-link">
          {t('yearLink', { planet: v.planet, year: vm.year })}
        </Link>
      </p>
    </>
  );
}
