import { describe, expect, it } from 'vitest';
import { docGroupDto, docTreeDto, releaseDocListDto } from '../../../src/infrastructure/dto/guide-doc.dto';
import { miniProductDto } from '../../../src/infrastructure/dto/product.dto';
import { createSandboxClient } from './sandbox-client';

describe('sandbox: documents outside the business units', () => {
  it('serves each tab of a product (docType 1–4) as its own tree whose pages open by id', async () => {
    const sandbox = createSandboxClient();
    const trees = await Promise.all(
      [1, 2, 3, 4].map(async (docType) => docTreeDto.parse((await sandbox.json(`/lcp-rest/doc/getDocByGroupByTree?productCode=lcp-wms&docType=${String(docType)}`)).data)),
    );
    const firstIds = trees.map((tree) => tree[0]?.id);
    expect(new Set(firstIds).size).toBe(4);
    const page = await sandbox.json(`/lcp-rest/doc/findReleaseDocGroupById?id=${String(firstIds[2])}`);
    expect(page.code).toBe(20000);
    expect(docGroupDto.parse(page.data).content).toContain('API 文档');
    const child = trees[0]?.[0]?.children?.[0]?.id;
    expect(docGroupDto.parse((await sandbox.json(`/lcp-rest/doc/findReleaseDocGroupById?id=${String(child)}`)).data).title).toContain('详解');
  });

  it('an unknown product or docType has an empty tree; unit trees still answer by objId', async () => {
    const sandbox = createSandboxClient();
    expect((await sandbox.json('/lcp-rest/doc/getDocByGroupByTree?productCode=nope&docType=1')).data).toEqual([]);
    expect((await sandbox.json('/lcp-rest/doc/getDocByGroupByTree?productCode=lcp-wms&docType=9')).data).toEqual([]);
    expect(docTreeDto.parse((await sandbox.json('/lcp-rest/doc/getDocByGroupByTree?objId=101')).data).length).toBeGreaterThan(0);
  });

  it('lists released docs of type 1 and names a product', async () => {
    const sandbox = createSandboxClient();
    const list = releaseDocListDto.parse((await sandbox.json('/lcp-rest/doc/getReleaseDocList?type=1')).data).list;
    expect(list.map((doc) => doc.id)).toEqual([80_001, 80_002, 80_003]);
    expect(miniProductDto.parse((await sandbox.json('/lcp-rest/product/release/findMiniProductInfo?productCode=lcp-wms')).data)).toEqual({
      productCode: 'lcp-wms',
      name: '云仓 WMS',
      nameEn: 'Cloud WMS',
    });
  });
});
