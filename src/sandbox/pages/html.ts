import { HttpResponse } from 'msw';
import type { SandboxUser } from '../seed/users.ts';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const STYLE = `
  body { font-family: system-ui, "Noto Sans CJK SC", sans-serif; margin: 0; background: #f4f5f7; color: #1d2129; }
  main { max-width: 720px; margin: 48px auto; background: #fff; padding: 32px; border-radius: 12px; box-shadow: 0 2px 12px #0001; }
  h1 { font-size: 22px; margin: 0 0 4px; } p.note { color: #4e5969; margin: 0 0 24px; }
  fieldset { border: 0; padding: 0; margin: 0 0 20px; } legend { font-weight: 600; margin-bottom: 8px; }
  label.user { display: flex; gap: 12px; align-items: center; padding: 12px; border: 1px solid #dcdfe6; border-radius: 8px; margin-bottom: 8px; cursor: pointer; }
  label.user:focus-within { outline: 2px solid #c8161d; }
  button { background: #c8161d; color: #fff; border: 0; border-radius: 6px; padding: 10px 20px; font-size: 15px; cursor: pointer; }
  button.secondary { background: #fff; color: #c8161d; border: 1px solid #c8161d; }
  form.inline { display: inline; } small { color: #4e5969; } table { border-collapse: collapse; width: 100%; margin-bottom: 20px; }
  td, th { text-align: left; padding: 6px 8px; border-bottom: 1px solid #eee; word-break: break-all; } details { margin-bottom: 20px; } code { background: #f2f3f5; padding: 1px 4px; border-radius: 4px; }
`;

export const htmlPage = (title: string, body: string, status = 200) =>
  new HttpResponse(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );

/** The sign-in form of a login stand-in: one radio per user, the return address kept in a hidden field. */
export const userChoiceForm = (action: string, users: readonly SandboxUser[], hidden: Readonly<Record<string, string>>, submit: string): string => `
  <form method="post" action="${escapeHtml(action)}">
    ${Object.entries(hidden)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('')}
    <fieldset><legend>选择账号 / Choose an account</legend>
      ${users
        .map(
          (user, index) => `<label class="user"><input type="radio" name="pin" value="${escapeHtml(user.info.userPin)}"${index === 0 ? ' checked' : ''}>
          <span><strong>${escapeHtml(user.info.name)}</strong> <code>${escapeHtml(user.info.userPin)}</code><br><small>${escapeHtml(user.role.zh)} · ${escapeHtml(user.role.en)}</small></span></label>`,
        )
        .join('')}
    </fieldset>
    <button type="submit">${escapeHtml(submit)}</button>
  </form>`;
