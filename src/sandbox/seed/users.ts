import type { UserInfoDto } from '../../infrastructure/dto/user-info.dto.ts';

export interface SandboxTeam {
  readonly id: number;
  readonly name: string;
  readonly code: string;
}

export interface SandboxUser {
  readonly info: UserInfoDto & { userPin: string; name: string };
  /** Who this sign-in is for, shown on the login pages (zh / en). */
  readonly role: { readonly zh: string; readonly en: string };
  /** Staff sign in through the single sign-on, customers through the identity service. */
  readonly kind: 'staff' | 'customer';
  readonly teamIds: readonly number[];
  /** Unread work-order messages. */
  readonly unread: number;
  /** Administrator of the team: may apply for products (spec §6); roleType 1 in saveOutDeveloper, else 2. */
  readonly admin: boolean;
}

export const SEED_TEAMS: readonly SandboxTeam[] = [
  { id: 1001, name: '华东仓配运营组', code: 'SUP-EC-1001' },
  { id: 1002, name: '跨境物流技术部', code: 'SUP-CB-1002' },
  { id: 2001, name: '鲜生优选商贸有限公司', code: 'SUP-FR-2001' },
  { id: 2002, name: '云帆软件服务商', code: 'SUP-ISV-2002' },
  { id: 3001, name: 'Pacific Freight LLC', code: 'SUP-US-3001' },
];

export const SEED_USERS: readonly SandboxUser[] = [
  {
    info: { userPin: 'staff.dev', name: '王立', loginUsername: 'wangli', develop: 'yes', supplierId: 1001, supplierCode: 'SUP-EC-1001', headImg: null },
    role: { zh: '员工 · 开发者 · 两个团队', en: 'Staff · developer · two teams' },
    kind: 'staff',
    teamIds: [1001, 1002],
    unread: 3,
    admin: true,
  },
  {
    info: { userPin: 'staff.new', name: '陈静', loginUsername: 'chenjing', develop: 'no', supplierId: -1, headImg: null },
    role: { zh: '员工 · 尚无团队', en: 'Staff · no team yet' },
    kind: 'staff',
    teamIds: [],
    unread: 0,
    admin: false,
  },
  {
    // Still carries the id of a team that was dissolved: the team list is empty, so the login ends at home.
    info: { userPin: 'staff.solo', name: '赵敏', loginUsername: 'zhaomin', develop: 'yes', supplierId: 1009, supplierCode: 'SUP-OLD-1009', headImg: null },
    role: { zh: '员工 · 开发者 · 团队列表为空', en: 'Staff · developer · empty team list' },
    kind: 'staff',
    teamIds: [],
    unread: 0,
    admin: false,
  },
  {
    info: { userPin: 'merchant.dev', name: 'Li Na', loginUsername: 'lina@fresh.example.com', develop: 'yes', supplierId: 2001, supplierCode: 'SUP-FR-2001', headImg: null },
    role: { zh: '客户 · 开发者 · 已选团队', en: 'Customer · developer · team chosen' },
    kind: 'customer',
    teamIds: [2001],
    unread: 12,
    admin: true,
  },
  {
    info: { userPin: 'isv.noteam', name: 'Zhang Wei', loginUsername: 'zhangwei@isv.example.com', develop: 'yes', supplierId: -1, headImg: null },
    role: { zh: '客户 · 开发者 · 无团队', en: 'Customer · developer · no team' },
    kind: 'customer',
    teamIds: [],
    unread: 0,
    admin: true,
  },
  {
    info: { userPin: 'buyer.plain', name: 'Maria Rossi', loginUsername: 'maria@shop.example.eu', develop: 'no', supplierId: 2002, supplierCode: 'SUP-ISV-2002', headImg: null },
    role: { zh: '客户 · 非开发者', en: 'Customer · not a developer' },
    kind: 'customer',
    teamIds: [2002],
    unread: 1,
    admin: false,
  },
  {
    info: { userPin: 'intl.dev', name: 'James Miller', loginUsername: 'james@pacific-freight.example.com', develop: 'yes', supplierId: 3001, supplierCode: 'SUP-US-3001', headImg: null },
    role: { zh: '国际站客户 · 开发者 · 管理员', en: 'International customer · developer · administrator' },
    kind: 'customer',
    teamIds: [3001],
    unread: 0,
    admin: true,
  },
];
