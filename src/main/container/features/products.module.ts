import { ContainerModule } from 'inversify';
import type { ProductsFeature } from '../../../application/features/products.feature';
import { makeCheckApplyPermission } from '../../../application/use-cases/check-apply-permission.use-case';
import { makeListMySystems, productApplicationsSource, wmsSystemsSource } from '../../../application/use-cases/list-my-systems.use-case';
import { makeLoadApplicationResult } from '../../../application/use-cases/load-application-result.use-case';
import { makeLoadApplyForm, makeLoadSystemApplyForm } from '../../../application/use-cases/load-apply-form.use-case';
import { makeLoadProductDetail } from '../../../application/use-cases/load-product-detail.use-case';
import { makeLoadProductCatalogue, makeLoadShowcaseProducts } from '../../../application/use-cases/load-products.use-case';
import { makeSubmitApplication, makeSubmitSystemApplication } from '../../../application/use-cases/submit-application.use-case';
import { TOKENS } from '../tokens';

/** Products and applying: the catalogue, a product, the administrator check, the apply forms, My System. */
export const productsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Products)
    .toDynamicValue((context): ProductsFeature => {
      const products = context.get(TOKENS.ProductPort);
      const mySystems = context.get(TOKENS.MySystemPort);
      const { loginFor } = context.get(TOKENS.Identity);
      const checkApplyPermission = makeCheckApplyPermission({
        session: context.get(TOKENS.Session),
        teams: context.get(TOKENS.TeamPort),
        startLogin: (route) => loginFor(route === undefined ? undefined : { kind: 'route', route }),
      });
      return {
        checkApplyPermission,
        loadProductCatalogue: makeLoadProductCatalogue({ products }),
        loadShowcaseProducts: makeLoadShowcaseProducts({ products }),
        loadProductDetail: makeLoadProductDetail({ products }),
        loadApplyForm: makeLoadApplyForm({ products, checkApplyPermission }),
        loadSystemApplyForm: makeLoadSystemApplyForm({ checkApplyPermission }),
        submitApplication: makeSubmitApplication({ products }),
        submitSystemApplication: makeSubmitSystemApplication({ mySystems }),
        // One rule per list on every portal; which lists My System shows is the deployment's (PortalFeatures.mySystemLists).
        listMySystems: makeListMySystems({ sources: { productApplications: productApplicationsSource(products), wmsSystems: wmsSystemsSource(mySystems) } }),
        loadApplicationResult: makeLoadApplicationResult({ products }),
      };
    })
    .inSingletonScope();
});
