import type { MySystemRowDto } from '../../infrastructure/dto/my-system.dto.ts';
import { systemPagePath } from '../application-progress.ts';

type Row = [systemName: string, schemeType: 0 | 1, limitNum: number, limitType: 1 | 2, status: 1 | 2 | 3 | 4, applied: string, updated: string];

/** Newest first, as the list shows them; merchant.dev has two pages (10 a page) with every status. */
const ROWS: Readonly<Record<string, readonly Row[]>> = {
  'merchant.dev': [
    ['Fresh Direct 退货仓', 1, 1, 1, 1, '2026-11-21 14:05:00', '2026-11-21 14:05:00'],
    ['鲜生优选华南仓 WMS', 0, 6, 2, 2, '2026-11-18 09:20:00', '2026-11-19 11:02:00'],
    ['冷链前置仓 · 杭州滨江', 0, 1, 1, 3, '2026-10-30 10:00:00', '2026-11-02 15:20:00'],
    ['Fresh Direct Cross-dock Hub', 0, 2, 1, 3, '2026-10-12 08:45:00', '2026-10-14 09:30:00'],
    ['服饰季节仓 · 东莞', 1, 6, 2, 3, '2026-09-25 16:10:00', '2026-09-27 10:05:00'],
    ['试点门店仓', 1, 3, 2, 4, '2026-08-11 08:30:00', '2026-08-12 17:45:00'],
    ['鲜生优选西南仓 WMS', 0, 1, 1, 3, '2026-07-03 11:00:00', '2026-07-06 14:00:00'],
    ['Apparel Returns Centre', 1, 1, 1, 3, '2026-06-18 13:25:00', '2026-06-20 09:40:00'],
    ['保税仓 · 宁波', 0, 2, 1, 3, '2026-05-09 09:15:00', '2026-05-12 16:30:00'],
    ['鲜生优选华北仓 WMS', 0, 3, 1, 3, '2026-04-21 10:40:00', '2026-04-24 11:10:00'],
    ['鲜生优选华中仓 WMS', 0, 1, 1, 4, '2026-03-28 15:00:00', '2026-03-30 10:00:00'],
    ['鲜生优选华东仓 WMS', 0, 2, 1, 3, '2026-03-02 10:15:00', '2026-03-05 16:40:00'],
  ],
  'buyer.plain': [['Rossi Moda EU WMS', 1, 1, 1, 3, '2026-05-20 13:00:00', '2026-05-22 10:00:00']],
};

const rowsOf = (pin: string, rows: readonly Row[]): MySystemRowDto[] =>
  rows.map(([systemName, schemeType, limitNum, limitType, status, applyTime, statusUpdateTime], index) => {
    const systemId = `WMS${String(pin.length * 1000 + index + 1).padStart(6, '0')}`;
    return {
      number: index + 1,
      systemId,
      systemName,
      schemeType,
      limitNum,
      limitType,
      status,
      applyTime,
      statusUpdateTime,
      // A path of the sandbox's own system page; made absolute with the request's origin when read.
      url: status === 3 ? systemPagePath(systemId) : null,
    };
  });

/** Each user's WMS systems (My System), by user pin. */
export const SEED_MY_SYSTEMS: Readonly<Record<string, readonly MySystemRowDto[]>> = Object.fromEntries(
  Object.entries(ROWS).map(([pin, rows]) => [pin, rowsOf(pin, rows)]),
);
