/**
 * The privacy agreement's outline: each section's anchor and which of its texts exist
 * (`programmes.protocol.sections.<id>.<paragraph | items.<item> | closing.<paragraph>>`). The order is the reading
 * order and the table of contents.
 */
export interface ProtocolSection {
  readonly id: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
  /** Cookies named in a list of their own (name, purpose, lifetime). */
  readonly cookies?: readonly string[];
  readonly closing?: readonly string[];
  /** The support phone, mailbox and hours of this deployment. */
  readonly contact?: true;
}

export const PROTOCOL_SECTIONS: readonly ProtocolSection[] = [
  { id: 'scope', paragraphs: ['p1', 'p2'] },
  {
    id: 'collect',
    paragraphs: ['p1'],
    items: ['account', 'team', 'chat', 'feedback', 'workOrders', 'tools', 'logs'],
    closing: ['p2'],
  },
  { id: 'use', paragraphs: ['p1'], items: ['service', 'login', 'support', 'improve', 'security', 'law'], closing: ['p2'] },
  { id: 'cookies', paragraphs: ['p1'], cookies: ['lcpinfo', 'supplierId', 'groupCode', 'login'], closing: ['p2', 'p3'] },
  { id: 'tools', paragraphs: ['p1', 'p2', 'p3'] },
  { id: 'sharing', paragraphs: ['p1'], items: ['affiliates', 'processors', 'authorized', 'law'], closing: ['p2'] },
  { id: 'retention', paragraphs: ['p1'], items: ['account', 'chat', 'feedback', 'logs'], closing: ['p2'] },
  { id: 'rights', paragraphs: ['p1'], items: ['access', 'correct', 'delete', 'withdraw', 'close', 'copy'], closing: ['p2'] },
  { id: 'security', paragraphs: ['p1', 'p2'] },
  { id: 'minors', paragraphs: ['p1'] },
  { id: 'changes', paragraphs: ['p1', 'p2'] },
  { id: 'contact', paragraphs: ['p1'], contact: true },
];

/** The anchor of a section's heading (also its table-of-contents link). */
export const protocolAnchor = (id: string): string => `privacy-${id}`;
