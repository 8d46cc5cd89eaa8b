import type { MySystemRowDto } from '../../infrastructure/dto/my-system.dto.ts';

type Row = [systemName: string, schemeType: 0 | 1, limitNum: number, limitType: 1 | 2, status: 1 | 2 | 3 | 4, applied: string, updated: string];

const ROWS: Readonly<Record<string, readonly Row[]>> = {
  'merchant.dev': [
    ['鲜生优选华东仓 WMS', 0, 2, 1, 3, '2026-03-02 10:15:00', '2026-03-05 16:40:00'],
    ['鲜生优选华南仓 WMS', 0, 6, 2, 2, '2026-11-18 09:20:00', '2026-11-19 11:02:00'],
    ['Fresh Direct 退货仓', 1, 1, 1, 1, '2026-11-21 14:05:00', '2026-11-21 14:05:00'],
    ['试点门店仓', 1, 3, 2, 4, '2026-08-11 08:30:00', '2026-08-12 17:45:00'],
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
      url: status === 3 ? `https://wms.example.com/${systemId.toLowerCase()}/` : null,
    };
  });

/** Each user's WMS systems (My System), by user pin. */
export const SEED_MY_SYSTEMS: Readonly<Record<string, readonly MySystemRowDto[]>> = Object.fromEntries(
  Object.entries(ROWS).map(([pin, rows]) => [pin, rowsOf(pin, rows)]),
);
