import { http } from 'msw';
import type { ApiParamNodeDto } from '../../infrastructure/dto/api-doc.dto.ts';
import {
  assistantQueryRequestDto,
  chatRecordDto,
  type AssistantAnswerDto,
  type AssistantBaseInfoDto,
  type AssistantSuggestionListDto,
  type ChatHistoryDto,
  type SavedChatRecordDto,
} from '../../infrastructure/dto/assistant.dto.ts';
import { docEvaluationRequestDto, submitQuestionRequestDto, type EvaluationResultDto } from '../../infrastructure/dto/evaluation.dto.ts';
import type { SearchPageDto, SearchRowDto } from '../../infrastructure/dto/search.dto.ts';
import { BAD_REQUEST_CODE, failure, notLogin, ok } from '../envelope.ts';
import { withoutDiagramBlocks } from '../../domain/doc/diagram-source.ts';
import { escapeHtml } from '../pages/html.ts';
import type { SandboxStore } from '../store.ts';
import { say, type ByLanguage, type SeedLanguage } from '../seed/language.ts';
import { apiDocIn } from '../seed/sandbox-api.ts';
import { currentUserOf, languageOf, numberQuery, platformTime, query, readBody } from './request.ts';

const TOO_FREQUENT_CODE = 429;
/** At most this many doc evaluations of one page by one caller within the window (spec §8: "Operation too frequent"). */
const EVALUATIONS_PER_WINDOW = 5;
const EVALUATION_WINDOW_MS = 10_000;
const AI_FAILURE_CODE = 500;
/** Characters of an AI answer revealed per poll (the portal polls every 250 ms). */
const AI_CHARS_PER_POLL = 24;
/** A question containing 慢 / slow streams over about this many polls (~10 s), so the stop control can be tried. */
const AI_SLOW_POLLS = 40;

type Scope = 'api' | 'doc' | 'biz_unit' | 'message' | 'question';
interface IndexEntry {
  readonly scope: Scope;
  readonly title: string;
  readonly text: string;
  readonly raw: SearchRowDto['raw'];
}

const stripTags = (html: string | null | undefined): string => (html ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
/** A guide's markdown as the index's text: its diagrams' source is no text (the portal's own rule, as a backend would have one). */
const stripMarkdown = (markdown: string): string => withoutDiagramBlocks(markdown).replace(/[#>*`|_-]+/g, ' ').replace(/\s+/g, ' ').trim();
const paramNames = (nodes: readonly ApiParamNodeDto[] | null | undefined): string[] =>
  (nodes ?? []).flatMap((node) => [node.name, ...paramNames(node.children)]);

/** `text` HTML-escaped with every term wrapped in <em>. */
const highlight = (text: string, terms: readonly string[]): string => {
  const pattern = new RegExp(`(${terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  return text
    .split(pattern)
    .map((part, index) => (index % 2 === 1 ? `<em>${escapeHtml(part)}</em>` : escapeHtml(part)))
    .join('');
};

/** Up to 160 characters of `text` around the first term found. */
const snippet = (text: string, terms: readonly string[]): string => {
  const lower = text.toLowerCase();
  const at = Math.max(0, Math.min(...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0), text.length));
  const start = Math.max(0, at - 40);
  return `${start > 0 ? '…' : ''}${text.slice(start, start + 160)}${start + 160 < text.length ? '…' : ''}`;
};

/** Site search, feedback (doc evaluation, was-this-helpful) and the AI assistant. */
export const supportHandlers = (store: SandboxStore) => {
  const { apis, bizUnits, guides, messages, problems, releaseDocs, releaseDocPages, assistant } = store.catalogue;

  /** The search index of one language: what a localized backend searches for a reader of that language. */
  const indexIn = (language: SeedLanguage): readonly IndexEntry[] => {
    const unitName = (unitId: number) => {
      const unit = bizUnits.find((candidate) => candidate.id === unitId);
      return unit ? say(language, unit.name, unit.nameEn) : '';
    };
    return [
      ...apis.map((api) => {
        const doc = apiDocIn(api, language);
        return {
          scope: 'api' as const,
          title: `${doc.apiName} ${doc.apiUrl}`,
          text: `${stripTags(doc.apiRemark)} ${doc.apiCode} ${paramNames(doc.inParams).slice(0, 40).join(' ')}`,
          raw: { id: doc.id, unitId: api.unitId, objId: doc.id, type: 1, code: doc.apiCode, name: doc.apiUrl, businessName: unitName(api.unitId) },
        };
      }),
      ...guides[language].flatMap((guide) =>
        Object.entries(guide.pages).map(([id, page]) => ({
          scope: 'doc' as const,
          title: page.title,
          text: stripMarkdown(page.content),
          raw: { id: Number(id), unitId: guide.unitId, objId: guide.unitId, type: 3, businessName: unitName(guide.unitId) },
        })),
      ),
      ...releaseDocs[language].list.map((doc) => ({
        scope: 'doc' as const,
        title: doc.title,
        text: stripMarkdown(releaseDocPages[language][doc.id]?.content ?? ''),
        raw: { id: doc.id, objId: doc.id, type: doc.type ?? 1, name: doc.title },
      })),
      ...bizUnits.map((unit) => ({
        scope: 'biz_unit' as const,
        title: say(language, unit.name, unit.nameEn),
        text: say(language, unit.remark, unit.remarkEn),
        raw: { id: unit.id, unitId: unit.id, code: unit.code, name: say(language, unit.name, unit.nameEn), businessName: unit.nameEn },
      })),
      ...messages.map((message) => {
        const detail = language === 'en' ? message.detailEn : message.detail;
        return {
          scope: 'message' as const,
          title: `${detail.chineseName ?? ''} ${detail.name}`.trim(),
          text: stripTags(detail.descr),
          raw: { id: detail.id, unitId: message.unitId, objId: detail.id, name: detail.name, qualifiedName: detail.name, businessName: unitName(message.unitId) },
        };
      }),
      ...problems[language].map((problem) => ({
        scope: 'question' as const,
        title: problem.title,
        text: stripTags(problem.content),
        raw: { id: problem.code, code: problem.code, workOrderTypeCode: problem.type, name: problem.title },
      })),
    ];
  };
  const indexes: ByLanguage<readonly IndexEntry[]> = { zh: indexIn('zh'), en: indexIn('en') };

  const search = (request: Request, scopes: readonly Scope[], defaultSize: number): SearchPageDto => {
    const terms = query(request, 'q').toLowerCase().split(/\s+/).filter(Boolean);
    const from = Math.max(0, numberQuery(request, 'from', 0));
    const size = Math.max(1, numberQuery(request, 'size', defaultSize));
    // ?type=1,11: only hits whose raw.type is one of these (the search page's guide and support tabs).
    const types = query(request, 'type').split(',').map((type) => type.trim()).filter(Boolean);
    const ofType = (entry: IndexEntry) => types.length === 0 || types.includes(String(entry.raw.type ?? ''));
    const language = languageOf(request);
    const other: SeedLanguage = language === 'en' ? 'zh' : 'en';
    const found = (entry: IndexEntry | undefined): entry is IndexEntry =>
      !!entry && scopes.includes(entry.scope) && ofType(entry) && terms.every((term) => `${entry.title} ${entry.text}`.toLowerCase().includes(term));
    // Each document in the reader's language; one that matches only in the other language (an English reader typing
    // 签名) comes in that one, so its highlight shows the words typed, but still names its unit in the reader's.
    const matching = terms.length
      ? indexes[language].flatMap((entry, at) => {
          const fallback = indexes[other][at];
          const unitNames = { businessName: entry.raw.businessName, ...(entry.scope === 'biz_unit' ? { name: entry.raw.name } : {}) };
          if (found(entry)) return [entry];
          return found(fallback) ? [{ ...fallback, raw: { ...fallback.raw, ...unitNames } }] : [];
        })
      : [];
    // Title matches first, like a relevance ranking; the order is otherwise the catalogue's (stable).
    const inTitle = (entry: IndexEntry) => terms.some((term) => entry.title.toLowerCase().includes(term));
    const hits = [...matching.filter(inTitle), ...matching.filter((entry) => !inTitle(entry))];
    return {
      total: hits.length,
      from,
      size,
      rows: hits.slice(from, from + size).map((entry) => ({
        businessType: entry.scope,
        type: entry.scope,
        scope: entry.scope,
        title: entry.title,
        content: snippet(entry.text, terms),
        highlight: { title: [highlight(entry.title, terms)], content: [highlight(snippet(entry.text, terms), terms)] },
        raw: entry.raw,
      })),
    };
  };

  const SEARCHES: readonly (readonly [path: string, scopes: readonly Scope[]])[] = [
    ['', ['api', 'doc', 'biz_unit', 'message', 'question']],
    ['/api', ['api']],
    ['/doc', ['doc']],
    ['/biz_unit', ['biz_unit']],
    ['/message', ['message']],
  ];

  const answerFor = (keyword: string, language: SeedLanguage): string =>
    (assistant.answers.find(([keywords]) => keywords.some((word) => keyword.toLowerCase().includes(word.toLowerCase())))?.[1] ?? assistant.fallback)[language];

  return [
    ...SEARCHES.flatMap(([path, scopes]) =>
      [`/lcp-rest/search${path}`, `/lcp-rest/search${path}/inner`].map((url) =>
        http.get(url, ({ request }) => {
          const data: SearchPageDto = search(request, scopes, 20);
          return ok(data);
        }),
      ),
    ),
    http.get('/lcp-rest/search/question', ({ request }) => {
      const data: SearchPageDto = search(request, ['question'], 5);
      return ok(data);
    }),

    http.post('/lcp-rest/evaluation/docEvaluation', async ({ request }) => {
      const body = await readBody(request, docEvaluationRequestDto);
      if (!body) return failure(BAD_REQUEST_CODE, say(languageOf(request), 'url 不能为空', 'url is required'));
      const userPin = currentUserOf(store, request)?.info.userPin;
      const now = Date.now();
      const recent = store
        .state()
        .feedback.filter((entry) => entry.kind === 'docEvaluation' && entry.userPin === userPin && now - entry.at < EVALUATION_WINDOW_MS && (entry.body as { url?: string }).url === body.url);
      if (recent.length >= EVALUATIONS_PER_WINDOW) return failure(TOO_FREQUENT_CODE, say(languageOf(request), '操作过于频繁，请稍后再试', 'Operation too frequent, please try again later'));
      store.state().feedback.push({ kind: 'docEvaluation', userPin, body, at: now });
      const data: EvaluationResultDto = true;
      return ok(data);
    }),
    http.post('/lcp-rest/evaluate/submitQuestion', async ({ request }) => {
      const body = await readBody(request, submitQuestionRequestDto);
      if (!body) return failure(BAD_REQUEST_CODE, say(languageOf(request), '参数错误', 'Bad request'));
      store.state().feedback.push({ kind: 'submitQuestion', userPin: currentUserOf(store, request)?.info.userPin, body, at: Date.now() });
      const data: EvaluationResultDto = true;
      return ok(data);
    }),

    http.get('/lcp-rest/autoBots/baseInfo', ({ request }) => {
      const data: AssistantBaseInfoDto = assistant.info[languageOf(request)];
      return ok(data);
    }),
    http.post('/lcp-rest/autoBots/suggestionQuery', async ({ request }) => {
      const body = await readBody(request, assistantQueryRequestDto);
      if (!body) return failure(BAD_REQUEST_CODE, say(languageOf(request), '参数错误', 'Bad request'));
      const keyword = body.keyword.trim().toLowerCase();
      const language = languageOf(request);
      const data: AssistantSuggestionListDto = assistant.info[language].relQuestions
        .filter((question) => !keyword || question.toLowerCase().includes(keyword))
        .map((question) => ({ question, answer: answerFor(question, language) }));
      return ok(data);
    }),
    // The answer grows poll by poll until finished (~3 s; a question with 慢 / slow takes ~10 s); a question containing
    // 超时 / timeout fails, to show the timeout message.
    http.post('/lcp-rest/autoBots/searchAi', async ({ request }) => {
      const body = await readBody(request, assistantQueryRequestDto);
      if (!body) return failure(BAD_REQUEST_CODE, say(languageOf(request), '参数错误', 'Bad request'));
      if (/超时|timeout/i.test(body.keyword)) return failure(AI_FAILURE_CODE, say(languageOf(request), 'AI 服务超时（沙箱）', 'AI service timed out (sandbox)'));
      const key = `${body.traceId}:${body.reqId}`;
      const answers = store.state().aiAnswers;
      const answer = answers.get(key) ?? { text: answerFor(body.keyword, languageOf(request)), revealed: 0 };
      const chars = Array.from(answer.text);
      const perPoll = /慢|slow/i.test(body.keyword) ? Math.max(1, Math.ceil(chars.length / AI_SLOW_POLLS)) : AI_CHARS_PER_POLL;
      answer.revealed = Math.min(chars.length, answer.revealed + perPoll);
      answers.set(key, answer);
      const data: AssistantAnswerDto = { finished: answer.revealed >= chars.length, responseAll: chars.slice(0, answer.revealed).join(''), responseType: 'markdown' };
      return ok(data);
    }),

    http.post('/lcp-rest/smartrobotrecord/saveRecord', async ({ request }) => {
      const body = await readBody(request, chatRecordDto);
      if (!body) return failure(BAD_REQUEST_CODE, say(languageOf(request), '参数错误', 'Bad request'));
      const records = store.state().chatRecords;
      const now = platformTime();
      const existing = body.bizId ? records.find((record) => record.bizId === body.bizId) : undefined;
      const saved: SavedChatRecordDto = existing
        ? Object.assign(existing, body, { id: existing.id, createUser: existing.createUser, createTime: existing.createTime, updateTime: now })
        : { ...body, id: records.length + 1, bizId: body.bizId ?? `R${String(records.length + 1).padStart(6, '0')}`, createUser: currentUserOf(store, request)?.info.userPin ?? body.createUser ?? null, createTime: now, updateTime: now };
      if (!existing) records.push(saved);
      return ok(saved);
    }),
    http.get('/lcp-rest/smartrobotrecord/queryHistoryList', ({ request }) => {
      const user = currentUserOf(store, request);
      if (!user) return notLogin();
      const data: ChatHistoryDto = store.state().chatRecords.filter((record) => record.createUser === user.info.userPin);
      return ok(data);
    }),
  ];
};
