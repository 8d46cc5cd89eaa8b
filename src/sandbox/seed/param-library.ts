import type { ApiParamNodeDto } from '../../infrastructure/dto/api-doc.dto.ts';
import { say, type SeedLanguage } from './language.ts';

/** A field of the library: name, type, required ("1" yes, "0" no, "2" conditional), example, Chinese and English remark. */
export type Field = readonly [name: string, type: string, required: '0' | '1' | '2', example: string, zh: string, en: string];

/** Nested structures: a name, its type and its members (fields or further structures). */
export interface Struct {
  readonly name: string;
  readonly type: 'Object' | 'List';
  readonly zh: string;
  readonly en: string;
  readonly members: readonly (Field | Struct)[];
}

export const isStruct = (member: Field | Struct): member is Struct => !Array.isArray(member);

/** The gateway's environments, named in `language`. */
export const environmentName = (language: SeedLanguage, environment: 'test' | 'production'): string =>
  environment === 'test' ? say(language, '测试环境', 'Test') : say(language, '正式环境', 'Production');

/** The English reader's sample for the few example values written in Chinese (an address, a goods name). */
const EXAMPLES_EN: Readonly<Record<string, string>> = {
  张三: 'Zhang San',
  北京: 'Beijing',
  北京市: 'Beijing',
  大兴区: 'Daxing District',
  '亦庄经济开发区科创十一街 18 号': '18 Kechuang 11th Street, Yizhuang',
  '有机纯牛奶 250ml*12': 'Organic whole milk 250ml*12',
  '易碎，轻拿轻放': 'Fragile, handle with care',
  千克: 'kg',
  代收货款: 'Cash on delivery',
};

const exampleIn = (language: SeedLanguage, example: string): string => (language === 'en' ? (EXAMPLES_EN[example] ?? example) : example);

/** A field's remark (HTML) in one language. */
export const remark = (language: SeedLanguage, zh: string, en: string): string => `<p>${say(language, zh, en)}</p>`;

const NUMBER_TYPES = new Set(['Integer', 'Long', 'Short', 'Double', 'Float', 'BigDecimal', 'Number']);

/** A field's example as JSON: a number for a numeric type, true or false for a Boolean, else the text. */
const exampleOfField = (node: ApiParamNodeDto): unknown => {
  const value = node.exampleValue ?? '';
  if (NUMBER_TYPES.has(node.logogramType ?? '') && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (node.logogramType === 'Boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
};

/**
 * The JSON example a parameter tree documents: every field with its example value, an object for a structure and a
 * list of one for a List, so the page's examples say what its parameter tables say.
 */
export const exampleOfParams = (nodes: readonly ApiParamNodeDto[]): Record<string, unknown> =>
  Object.fromEntries(
    nodes.map((node) => {
      const children = node.children ?? [];
      if (children.length === 0) return [node.name, exampleOfField(node)];
      const object = exampleOfParams(children);
      return [node.name, (node.logogramType ?? '').startsWith('List') ? [object] : object];
    }),
  );

/** Builds a parameter tree with unique ids from the library's fields and structures, its remarks in `language`. */
export const buildParams = (members: readonly (Field | Struct)[], nextId: () => number, language: SeedLanguage): ApiParamNodeDto[] =>
  members.map((member) => {
    if (isStruct(member)) {
      return {
        id: nextId(),
        name: member.name,
        logogramType: member.type === 'List' ? `List<${member.name.replace(/s$/, '')}>` : 'Object',
        required: '1',
        exampleValue: '',
        remark: remark(language, member.zh, member.en),
        children: buildParams(member.members, nextId, language),
      };
    }
    const [name, type, required, example, zh, en] = member;
    return { id: nextId(), name, logogramType: type, required, exampleValue: exampleIn(language, example), remark: remark(language, zh, en), children: [] };
  });

export const ADDRESS: readonly Field[] = [
  ['name', 'String', '1', '张三', '联系人姓名', 'Contact name'],
  ['mobile', 'String', '2', '13800000000', '手机号，与电话二选一', 'Mobile number; mobile or phone is required'],
  ['phone', 'String', '2', '010-88886666', '固定电话', 'Landline'],
  ['countryCode', 'String', '0', 'CN', '国家代码 ISO 3166-1', 'Country code, ISO 3166-1'],
  ['province', 'String', '1', '北京', '省', 'Province or state'],
  ['city', 'String', '1', '北京市', '市', 'City'],
  ['district', 'String', '0', '大兴区', '区县', 'District'],
  ['detailAddress', 'String', '1', '亦庄经济开发区科创十一街 18 号', '详细地址', 'Street address'],
  ['postcode', 'String', '0', '100176', '邮编', 'Postal code'],
];

export const GOODS_ITEM: readonly Field[] = [
  ['skuCode', 'String', '1', 'SKU-100233', '商品编码', 'SKU code'],
  ['goodsName', 'String', '1', '有机纯牛奶 250ml*12', '商品名称', 'Goods name'],
  ['quantity', 'Integer', '1', '2', '数量', 'Quantity'],
  ['unitPrice', 'BigDecimal', '0', '59.90', '单价（元）', 'Unit price (CNY)'],
  ['weight', 'BigDecimal', '0', '3.2', '重量（千克）', 'Weight (kg)'],
  ['batchNo', 'String', '0', 'B20261101', '批次号', 'Batch number'],
];

export const COMMON_REQUEST: readonly Field[] = [
  ['customerCode', 'String', '1', '010K123456', '商家编码（青龙业主号）', 'Merchant code'],
  ['orderId', 'String', '1', 'SO202611220001', '商家订单号，同一商家内唯一', 'Merchant order number, unique per merchant'],
  ['requestTime', 'String', '0', '2026-11-22 10:00:00', '请求时间 yyyy-MM-dd HH:mm:ss（GMT+8）', 'Request time yyyy-MM-dd HH:mm:ss (GMT+8)'],
];

export const COMMON_RESPONSE: readonly Field[] = [
  ['code', 'Integer', '1', '0', '结果码，0 为成功', 'Result code; 0 means success'],
  ['message', 'String', '1', 'success', '结果描述', 'Result message'],
  ['traceId', 'String', '0', 'a1b2c3d4e5', '链路追踪号，排查问题时提供', 'Trace id to quote when reporting a problem'],
];
