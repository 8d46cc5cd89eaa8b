import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { docEvaluationRequestDto, submitQuestionRequestDto } from '../../../../src/infrastructure/dto/evaluation.dto';
import { createHttpEvaluationGateway } from '../../../../src/infrastructure/gateways/http-evaluation.gateway';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();

/** Answers the evaluation call with `answer` and keeps each request's JSON body. */
const captureEvaluations = (answer: object = ok(true)) => {
  const bodies: unknown[] = [];
  server.use(
    http.post(api('/evaluation/docEvaluation'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer);
    }),
  );
  return bodies;
};

describe('HTTP evaluation gateway: POST /evaluation/docEvaluation', () => {
  it.each([
    ['like', { like: 1, reverse: 0 }],
    ['dislike', { like: 0, reverse: 1 }],
    ['none', { like: 0, reverse: 0 }],
  ] as const)('sends a %s vote as %j', async (vote, flags) => {
    const bodies = captureEvaluations();
    const { client } = createTestClient();
    expect(await createHttpEvaluationGateway(client).evaluateDoc({ url: '/#/devSupport/1', vote })()).toEqual(E.right(undefined));
    expect(bodies).toEqual([{ url: '/#/devSupport/1', ...flags }]);
  });

  it('sends the feedback under both names, and the screenshot address; the sandbox schema accepts it', async () => {
    const bodies = captureEvaluations(ok(null));
    const { client } = createTestClient();
    await createHttpEvaluationGateway(client).evaluateDoc({
      url: '/#/devSupport/1',
      vote: 'dislike',
      reason: 'incorrect',
      description: 'sample is outdated',
      imageUrl: 'https://img.test/1.png',
    })();
    const expected = {
      url: '/#/devSupport/1',
      like: 0,
      reverse: 1,
      reason: 'incorrect',
      remarkReason: 'incorrect',
      description: 'sample is outdated',
      remarkDetail: 'sample is outdated',
      imageUrl: 'https://img.test/1.png',
    };
    expect(bodies).toEqual([expected]);
    expect(docEvaluationRequestDto.parse(bodies[0])).toEqual(expected);
  });

  it('a non-success code is a Business failure, reported with no toast choice of its own (the use case says silent)', async () => {
    captureEvaluations({ code: 40029, message: 'Operation too frequent', data: null });
    const { client, failures } = createTestClient();
    const result = await createHttpEvaluationGateway(client).evaluateDoc({ url: '/#/a', vote: 'like' })();
    expect(result).toMatchObject(E.left({ kind: 'Business', code: 40029 }));
    expect(failures.map((failure) => failure.meta)).toEqual([{}]);
  });
});

describe('HTTP evaluation gateway: POST /api/imageUpload', () => {
  it('sends the image as multipart and returns its address', async () => {
    const received: { contentType: string | null; name?: string; type?: string; text?: string }[] = [];
    server.use(
      http.post(api('/api/imageUpload'), async ({ request }) => {
        const contentType = request.headers.get('content-type');
        const file = (await request.formData()).get('file');
        received.push(file instanceof File ? { contentType, name: file.name, type: file.type, text: await file.text() } : { contentType });
        return HttpResponse.json(ok('https://img.test/shot.png'));
      }),
    );
    const { client } = createTestClient();
    const shot = new File(['PNGDATA'], 'shot.png', { type: 'image/png' });
    expect(await createHttpEvaluationGateway(client).uploadImage(shot)()).toEqual(E.right('https://img.test/shot.png'));
    expect(received).toHaveLength(1);
    expect(received[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]).toMatchObject({ name: 'shot.png', type: 'image/png', text: 'PNGDATA' });
  });

  it('refuses an answer without an address', async () => {
    server.use(http.post(api('/api/imageUpload'), () => HttpResponse.json(ok(''))));
    const { client, failures } = createTestClient();
    const result = await createHttpEvaluationGateway(client).uploadImage(new File(['x'], 'a.png', { type: 'image/png' }))();
    expect(result).toMatchObject(E.left({ kind: 'Contract' }));
    expect(failures.map((failure) => failure.meta)).toEqual([{}]);
  });
});

describe('HTTP evaluation gateway: POST /evaluate/submitQuestion', () => {
  const captureQuestions = (answer: object = ok(true)) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/evaluate/submitQuestion'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(answer);
      }),
    );
    return bodies;
  };

  it('sends a yes as whetherHelp 1 with docTypeMain 1 for an API; the sandbox schema accepts it', async () => {
    const bodies = captureQuestions();
    const { client } = createTestClient();
    const result = await createHttpEvaluationGateway(client).submitQuestion({ objId: 5001, docType: 'api', bizUnitId: 101, helpful: true, createUser: 'pin-1' })();
    expect(result).toEqual(E.right(undefined));
    const expected = { objId: 5001, whetherHelp: 1, docTypeMain: 1, bizUnitId: 101, createUser: 'pin-1' };
    expect(bodies).toEqual([expected]);
    expect(submitQuestionRequestDto.parse(bodies[0])).toEqual(expected);
  });

  it.each([
    ['notDetailed', 'message', 1, 2],
    ['notUpdated', 'guide', 2, 3],
    ['incorrect', 'api', 3, 1],
    ['poorVisual', 'api', 4, 1],
    ['other', 'api', 5, 1],
  ] as const)('sends a no for %s on a %s doc as questionCause %i, docTypeMain %i, with the description', async (cause, docType, code, docTypeMain) => {
    const bodies = captureQuestions(ok(null));
    const { client } = createTestClient();
    await createHttpEvaluationGateway(client).submitQuestion({ objId: 9, docType, helpful: false, cause, description: 'sample is outdated' })();
    const expected = { objId: 9, whetherHelp: 0, docTypeMain, questionCause: code, questionDesc: 'sample is outdated' };
    expect(bodies).toEqual([expected]);
    expect(submitQuestionRequestDto.parse(bodies[0])).toEqual(expected);
  });

  it('a non-success code is a Business failure, reported with no toast choice of its own (the mutation says silent: test/core/main/query-failure-meta)', async () => {
    captureQuestions({ code: 50000, message: 'failed', data: null });
    const { client, failures } = createTestClient();
    const result = await createHttpEvaluationGateway(client).submitQuestion({ objId: 1, docType: 'api', helpful: true })();
    expect(result).toMatchObject(E.left({ kind: 'Business', code: 50000 }));
    expect(failures.map((failure) => failure.meta)).toEqual([{}]);
  });
});
