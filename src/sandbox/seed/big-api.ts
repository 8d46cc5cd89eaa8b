import type { ApiDocDto } from '../../infrastructure/dto/api-doc.dto.ts';
import { say, type SeedLanguage } from './language.ts';
import type { SandboxApi } from './sandbox-api.ts';
import { ADDRESS, COMMON_REQUEST, COMMON_RESPONSE, GOODS_ITEM, buildParams, environmentName, exampleOfParams, type Field, type Struct } from './param-library.ts';

/*
 * The sandbox's largest API document: a cross-border consolidated customs declaration, 300+ fields nested more than
 * 5 levels deep (shipment → packages → items → customs → declarations → documents). It is what the documentation
 * centre and the benchmark read to show how the API page copes with a big tree.
 */

const field = (name: string, type: string, zh: string, en: string, example = '', required: '0' | '1' | '2' = '0'): Field => [name, type, required, example, zh, en];

const DOCUMENT: readonly Field[] = [
  field('docType', 'String', '单证类型：INVOICE 发票，PACKING 装箱单，CO 原产地证', 'Document type: INVOICE, PACKING, CO', 'INVOICE', '1'),
  field('docNo', 'String', '单证编号', 'Document number', 'INV-2026-0001', '1'),
  field('issueDate', 'String', '签发日期 yyyy-MM-dd', 'Issue date yyyy-MM-dd', '2026-11-20'),
  field('fileUrl', 'String', '单证文件地址（https）', 'Document file address (https)', 'https://files.example.com/inv.pdf'),
];

const CERTIFICATE: readonly Field[] = [
  field('certType', 'String', '证书类型（检验检疫、3C 等）', 'Certificate type (inspection, CCC ...)', 'CIQ', '1'),
  field('certNo', 'String', '证书编号', 'Certificate number', 'CIQ2026110001', '1'),
  field('issuer', 'String', '签发机构', 'Issuing authority', 'Tianjin CIQ'),
  field('validUntil', 'String', '有效期至', 'Valid until', '2027-11-20'),
];

const declaration = (name: string, zh: string, en: string): Struct => ({
  name,
  type: 'List',
  zh,
  en,
  members: [
    field('hsCode', 'String', '海关商品编码 HS', 'Customs HS code', '0401200000', '1'),
    field('declaredName', 'String', '申报品名', 'Declared name', 'UHT milk', '1'),
    field('declaredValue', 'BigDecimal', '申报价值', 'Declared value', '59.90', '1'),
    field('currency', 'String', '币种 ISO 4217', 'Currency, ISO 4217', 'CNY', '1'),
    field('legalUnit', 'String', '法定计量单位', 'Legal unit of measure', '千克'),
    { name: 'documents', type: 'List', zh: '随附单证', en: 'Attached documents', members: DOCUMENT },
    { name: 'certificates', type: 'List', zh: '许可证件', en: 'Licences and certificates', members: CERTIFICATE },
  ],
});

const customs = (zh: string, en: string): Struct => ({
  name: 'customs',
  type: 'Object',
  zh: `${zh}报关信息`,
  en: `${en} customs information`,
  members: [
    field('tradeMode', 'String', '贸易方式：9610 直邮，1210 保税', 'Trade mode: 9610 direct mail, 1210 bonded', '9610', '1'),
    field('portCode', 'String', '口岸代码', 'Port code', '0213'),
    field('originCountry', 'String', '原产国', 'Country of origin', 'NZ', '1'),
    field('taxPayer', 'String', '纳税人：1 收件人 2 商家', 'Tax payer: 1 receiver, 2 merchant', '2'),
    declaration('declarations', '申报项', 'Declaration lines'),
    declaration('supplementaryDeclarations', '补充申报项', 'Supplementary declaration lines'),
    { name: 'origin', type: 'Object', zh: '原产地信息', en: 'Origin', members: [
      field('manufacturer', 'String', '生产商', 'Manufacturer', 'Pacific Dairy Ltd'),
      field('factoryCode', 'String', '工厂代码', 'Factory code', 'NZ-F-0021'),
      field('productionDate', 'String', '生产日期', 'Production date', '2026-09-01'),
      field('shelfLifeDays', 'Integer', '保质期（天）', 'Shelf life (days)', '180'),
    ] },
  ],
});

const item = (zh: string, en: string): Struct => ({
  name: 'items',
  type: 'List',
  zh: `${zh}商品`,
  en: `${en} items`,
  members: [
    ...GOODS_ITEM,
    customs(zh, en),
    { name: 'dimensions', type: 'Object', zh: '尺寸', en: 'Dimensions', members: [
      field('lengthCm', 'BigDecimal', '长（厘米）', 'Length (cm)', '30'),
      field('widthCm', 'BigDecimal', '宽（厘米）', 'Width (cm)', '20'),
      field('heightCm', 'BigDecimal', '高（厘米）', 'Height (cm)', '15'),
      field('volumeCm3', 'BigDecimal', '体积（立方厘米）', 'Volume (cm³)', '9000'),
    ] },
  ],
});

const packages = (name: string, zh: string, en: string): Struct => ({
  name,
  type: 'List',
  zh,
  en,
  members: [
    field('packageNo', 'String', '包裹号', 'Package number', 'PKG0001', '1'),
    field('grossWeight', 'BigDecimal', '毛重（千克）', 'Gross weight (kg)', '6.5', '1'),
    field('netWeight', 'BigDecimal', '净重（千克）', 'Net weight (kg)', '6.1'),
    field('packingType', 'String', '包装类型', 'Packing type', 'CARTON'),
    field('temperatureZone', 'String', '温层：NORMAL 常温 COLD 冷藏 FROZEN 冷冻', 'Temperature zone: NORMAL, COLD, FROZEN', 'COLD'),
    field('fragile', 'Boolean', '是否易碎', 'Fragile', 'false'),
    item(zh, en),
    { name: 'insurance', type: 'Object', zh: '保价', en: 'Insurance', members: [
      field('insured', 'Boolean', '是否保价', 'Insured', 'true'),
      field('insuredValue', 'BigDecimal', '保价金额', 'Insured value', '500'),
      field('currency', 'String', '币种', 'Currency', 'CNY'),
      field('policyNo', 'String', '保单号', 'Policy number', 'P-2026-778'),
    ] },
  ],
});

const leg = (name: string, zh: string, en: string): Struct => ({
  name,
  type: 'Object',
  zh,
  en,
  members: [
    field('carrierCode', 'String', '承运商编码', 'Carrier code', 'LCP'),
    field('transportMode', 'String', '运输方式：AIR SEA RAIL TRUCK', 'Transport mode: AIR, SEA, RAIL, TRUCK', 'AIR'),
    field('flightOrVoyage', 'String', '航班或航次', 'Flight or voyage', 'CA1234'),
    field('plannedDeparture', 'String', '计划出发时间', 'Planned departure', '2026-11-23 08:00:00'),
    field('plannedArrival', 'String', '计划到达时间', 'Planned arrival', '2026-11-24 18:00:00'),
    { name: 'fromAddress', type: 'Object', zh: '起运地', en: 'From', members: ADDRESS },
    { name: 'toAddress', type: 'Object', zh: '目的地', en: 'To', members: ADDRESS },
  ],
});

const REQUEST: readonly (Field | Struct)[] = [
  ...COMMON_REQUEST,
  {
    name: 'shipment',
    type: 'Object',
    zh: '集运运单',
    en: 'Consolidated shipment',
    members: [
      field('shipmentNo', 'String', '集运单号', 'Shipment number', 'CS20261122001', '1'),
      field('serviceCode', 'String', '产品编码', 'Service code', 'CB-EXPRESS', '1'),
      field('incoterms', 'String', '贸易术语', 'Incoterms', 'DDP'),
      field('declareCurrency', 'String', '申报币种', 'Declared currency', 'CNY', '1'),
      { name: 'shipper', type: 'Object', zh: '发货人', en: 'Shipper', members: ADDRESS },
      { name: 'consignee', type: 'Object', zh: '收货人', en: 'Consignee', members: [...ADDRESS, field('idCardNo', 'String', '收货人身份证号（个人物品申报必填）', 'Consignee ID number (required for personal goods)', '110***********1234', '2')] },
      { name: 'importer', type: 'Object', zh: '进口商', en: 'Importer of record', members: ADDRESS },
      { name: 'notifyParty', type: 'Object', zh: '通知方', en: 'Notify party', members: ADDRESS },
      { name: 'charges', type: 'List', zh: '费用明细', en: 'Charges', members: [
        field('chargeCode', 'String', '费用编码', 'Charge code', 'FREIGHT', '1'),
        field('amount', 'BigDecimal', '金额', 'Amount', '128.00', '1'),
        field('currency', 'String', '币种', 'Currency', 'CNY', '1'),
        field('payer', 'String', '付款方：SHIPPER CONSIGNEE THIRD', 'Payer: SHIPPER, CONSIGNEE, THIRD', 'SHIPPER'),
        { name: 'taxes', type: 'List', zh: '税费', en: 'Taxes', members: [
          field('taxType', 'String', '税种：VAT 增值税 DUTY 关税 CONSUMPTION 消费税', 'Tax type: VAT, DUTY, CONSUMPTION', 'VAT', '1'),
          field('rate', 'BigDecimal', '税率', 'Rate', '0.091'),
          field('taxAmount', 'BigDecimal', '税额', 'Tax amount', '11.65'),
        ] },
      ] },
      { name: 'valueAddedServices', type: 'List', zh: '增值服务', en: 'Value-added services', members: [
        field('serviceCode', 'String', '服务编码：SIGN_BACK 签单返还 COD 代收货款', 'Service code: SIGN_BACK, COD', 'COD', '1'),
        field('serviceName', 'String', '服务名称', 'Service name', '代收货款'),
        { name: 'attributes', type: 'List', zh: '服务属性', en: 'Service attributes', members: [
          field('key', 'String', '属性名', 'Attribute name', 'codAmount', '1'),
          field('value', 'String', '属性值', 'Attribute value', '199.00', '1'),
        ] },
      ] },
      packages('packages', '包裹', 'Package'),
      packages('returnPackages', '退运包裹', 'Return package'),
      { name: 'legs', type: 'Object', zh: '运输段', en: 'Transport legs', members: [
        leg('firstMile', '头程', 'First mile'),
        leg('lineHaul', '干线', 'Line haul'),
        leg('transfer', '中转', 'Transfer'),
        leg('lastMile', '尾程', 'Last mile'),
      ] },
    ],
  },
];

export const buildCustomsDeclarationApi = (unitId: number): SandboxApi => {
  const docIn = (language: SeedLanguage): ApiDocDto => {
    let paramId = 0;
    const nextId = () => ++paramId;
    const inParams = buildParams(REQUEST, nextId, language);
    const outParams = buildParams([...COMMON_RESPONSE, { name: 'data', type: 'Object', zh: '申报结果', en: 'Declaration result', members: [
      field('declarationNo', 'String', '海关申报单号', 'Customs declaration number', 'D2026112200017', '1'),
      field('status', 'String', '状态：ACCEPTED REJECTED PENDING', 'Status: ACCEPTED, REJECTED, PENDING', 'ACCEPTED', '1'),
    ] }], nextId, language);
    return {
      id: 19_999,
      apiCode: 'lcp.customs.consolidation.declare',
      apiName: say(language, '跨境集运整票申报', 'Declare a consolidated cross-border shipment'),
      apiRemark: say(language, '<p>一次提交集运运单的全部包裹、商品与报关信息。</p>', '<p>Submits every package, item and customs line of a consolidated shipment at once.</p>'),
      apiUrl: '/customs/consolidation/declare',
      interfaceName: 'com.lcp.open.customs.ConsolidationApi',
      interfaceMethod: 'declare',
      methodId: 199_990,
      apiLopDN: 'lcp.customs',
      updateTime: '2026-11-18 16:40:00',
      type: 2,
      callDirection: 1,
      bizUnitType: 1,
      gateWayUrlDtoList: [
        { envName: environmentName(language, 'test'), url: 'https://test-api.example.com/customs/consolidation/declare', lopDn: 'lcp.customs' },
        { envName: environmentName(language, 'production'), url: 'https://api.example.com/customs/consolidation/declare', lopDn: 'lcp.customs' },
      ],
      inParams,
      outParams,
      requestDemo: [{ tag: 'JSON', content: JSON.stringify([exampleOfParams(inParams)], null, 2) }],
      reponseDemo: [{ tag: 'JSON', content: JSON.stringify(exampleOfParams(outParams), null, 2) }],
      exceptionDemo: [{ content: JSON.stringify({ code: 2001, message: 'duplicate shipmentNo' }, null, 2) }],
      errorCodes: [{ id: 1, errorCode: '3001', errorMsg: say(language, '海关退单', 'Rejected by customs'), prescription: say(language, '按退单原因修改后重新申报', 'Fix the reason and declare again') }],
      bizSdkList: [{ language: 1, jssKey: 'sdk/customs-java-3.0.0.zip' }],
      invokeDemoList: [],
    };
  };
  return {
    unitId,
    nameEn: 'Declare a consolidated cross-border shipment',
    category: { code: 'declare', name: '申报接口', nameEn: 'Declarations' },
    doc: docIn('zh'),
    docEn: docIn('en'),
  };
};
