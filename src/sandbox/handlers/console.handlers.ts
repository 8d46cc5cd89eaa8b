import { http, HttpResponse } from 'msw';
import {
  mySystemApplyRequestDto,
  mySystemQueryRequestDto,
  type MySystemApplyResultDto,
  type MySystemPageDto,
} from '../../infrastructure/dto/my-system.dto.ts';
import type { ImageUploadDto } from '../../infrastructure/dto/image-upload.dto.ts';
import type { TokenInfoListDto } from '../../infrastructure/dto/token-query.dto.ts';
import { BAD_REQUEST_CODE, failure, notLogin, ok } from '../envelope.ts';
import type { SandboxStore } from '../store.ts';
import { UNDER_REVIEW } from '../application-progress.ts';
import { readContextOf, readNow } from './application-rows.ts';
import { say } from '../seed/language.ts';
import { apiTestHandlers } from './api-test.handlers.ts';
import { currentUserOf, languageOf, platformTime, query, readBody } from './request.ts';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Raster images only: an SVG served from the portal's origin could run script. */
const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** `ab****yz`: what the token query shows of a pin or an app key that is not the caller's. */
const mask = (value: string): string => (value.length <= 4 ? '****' : `${value.slice(0, 2)}${'*'.repeat(Math.max(4, value.length - 4))}${value.slice(-2)}`);

/** Image uploads, My System (WMS), the token query and the API test tool (api-test.handlers.ts). */
export const consoleHandlers = (store: SandboxStore) => {
  const { tokens } = store.catalogue;
  return [
    // Feedback screenshots: kept in memory and served back from /__sandbox/uploads/{id}.
    http.post('/lcp-rest/api/imageUpload', async ({ request }) => {
      const form = await request.formData().catch(() => undefined);
      const file = form ? [...form.values()].find((value): value is File => typeof value !== 'string') : undefined;
      if (!file || !IMAGE_TYPES.includes(file.type)) return failure(BAD_REQUEST_CODE, say(languageOf(request), '请上传图片', 'Please upload an image'));
      if (file.size > MAX_IMAGE_BYTES) return failure(BAD_REQUEST_CODE, say(languageOf(request), '图片不能超过 5 MB', 'Images must be at most 5 MB'));
      const uploads = store.state().uploads;
      const id = `${String(uploads.size + 1)}-${file.name.replace(/[^\w.-]/g, '_')}`;
      uploads.set(id, { type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) });
      const data: ImageUploadDto = `${new URL(request.url).origin}/__sandbox/uploads/${encodeURIComponent(id)}`;
      return ok(data);
    }),
    http.get('/__sandbox/uploads/:id', ({ params }) => {
      const upload = store.state().uploads.get(String(params.id));
      return upload
        ? new HttpResponse(upload.bytes, { headers: { 'Content-Type': upload.type, 'X-Content-Type-Options': 'nosniff' } })
        : HttpResponse.json({ code: 404, message: 'sandbox: no such upload', error: 'NotFound', data: null }, { status: 404 });
    }),

    http.post('/lcp-rest/wms/queryList', async ({ request }) => {
      const user = currentUserOf(store, request);
      if (!user) return notLogin();
      const { pageSize = 10, pageNum = 1 } = (await readBody(request, mySystemQueryRequestDto)) ?? {};
      const rows = store.state().mySystems.get(user.info.userPin) ?? [];
      const start = (Math.max(1, pageNum) - 1) * Math.max(1, pageSize);
      const context = readContextOf(store, request);
      const list = rows.slice(start, start + Math.max(1, pageSize)).map((row, index) => ({ ...readNow(row, row.systemName, row.systemId, context), number: start + index + 1 }));
      const data: MySystemPageDto = { total: rows.length, list };
      return ok(data);
    }),
    http.post('/lcp-rest/wms/apply', async ({ request }) => {
      const user = currentUserOf(store, request);
      if (!user) return notLogin();
      const body = await readBody(request, mySystemApplyRequestDto);
      if (!body) return failure(BAD_REQUEST_CODE, say(languageOf(request), '请填写系统名称与订阅时长', 'System name and term are required'));
      const systems = store.state().mySystems;
      const rows = systems.get(user.info.userPin) ?? [];
      const systemId = `WMS${String(900_000 + [...systems.values()].flat().length + 1)}`;
      const submittedAt = store.now();
      const applyTime = platformTime(new Date(submittedAt));
      // Stored with its submission time: it advances from under review as time passes (../application-progress.ts).
      systems.set(user.info.userPin, [{ number: 1, systemId, ...body, status: UNDER_REVIEW, applyTime, statusUpdateTime: applyTime, url: null, submittedAt }, ...rows]);
      const data: MySystemApplyResultDto = systemId;
      return ok(data);
    }),

    http.get('/lcp-rest/oauth/getInfoByToken', ({ request }) => {
      const token = [...tokens, ...store.state().issuedTokens].find((candidate) => candidate.accessToken === query(request, 'accessToken').trim());
      const own = token !== undefined && currentUserOf(store, request)?.info.userPin === token.ownerPin;
      const data: TokenInfoListDto = (token?.grants ?? []).map((grant) => ({
        env: say(languageOf(request), grant.env, grant.envEn),
        appKey: own ? token.appKey : mask(token?.appKey ?? ''),
        pin: own ? token.ownerPin : mask(token?.ownerPin ?? ''),
        authorizationTime: grant.authorizationTime,
        expirationTime: grant.expirationTime,
      }));
      return ok(data);
    }),
    ...apiTestHandlers(store),
  ];
};
