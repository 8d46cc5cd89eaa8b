/**
 * A product's or product category's face: which picture stands for it, chosen from what its code and names say
 * (a WMS is a warehouse, a TMS a truck). The first of the texts given that any rule matches decides; nothing
 * matching is 'general'.
 */
export type ProductFace = 'warehouse' | 'order' | 'transport' | 'express' | 'international' | 'tracking' | 'platform' | 'general';

const RULES: readonly (readonly [ProductFace, RegExp])[] = [
  ['international', /cross|border|intl|international|customs|overseas|跨境|国际|清关|海外/i],
  ['warehouse', /wms|warehous|storage|仓/i],
  ['order', /oms|order|订单/i],
  ['express', /express|parcel|waybill|courier|快递|面单/i],
  ['transport', /tms|transport|freight|haul|delivery|运输|配送|干线/i],
  ['tracking', /track|trace|notif|轨迹|消息/i],
  ['platform', /platform|open|api|开放|平台/i],
];

export const faceOf = (...texts: readonly (string | undefined)[]): ProductFace => {
  for (const text of texts) {
    const face = text ? RULES.find(([, pattern]) => pattern.test(text))?.[0] : undefined;
    if (face) return face;
  }
  return 'general';
};
