import { getTranslations } from 'next-intl/server';
import type { ParameterView } from '@/lib/view/developers';
import { CELL, ROW, Table } from '../ui/Table';
import { CodeText } from './CodeText';

/** Parameters as a table: name, where, whether required, description, values. `anchors` gives each row an id to link to. */
export async function ParameterTable({ parameters, caption, anchors = false }: { parameters: ParameterView[]; caption: string; anchors?: boolean }) {
  const t = await getTranslations('developers');
  return (
    <div className="mt-1">
      <Table head={[t('name'), t('where'), t('required'), t('description'), t('format')]} caption={caption}>
        {parameters.map((p) => (
          <tr key={p.name} id={anchors ? `parameter-${p.name}` : undefined} className={`${ROW} scroll-mt-24`}>
            <td className={`${CELL} font-mono`}>{p.name}</td>
            <td className={CELL}>{p.in === 'path' ? t('inPath') : t('inQuery')}</td>
            <td className={CELL}>{p.required ? t('yes') : t('no')}</td>
            <td className={`${CELL} min-w-48`}>
              <CodeText text={p.description} />
            </td>
            <td className={`${CELL} break-all font-mono text-xs`}>{p.format}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
