import { SUPPLIERS_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { priceHistory } from "./prices";
import { createSupplier, findSupplier, listSuppliers, updateSupplier } from "./service";
import { purchasingSettings, updatePurchasingSettings } from "./settings";
import {
  addSupplierItem,
  listSupplierItems,
  removeSupplierItem,
  updateSupplierItem,
} from "./supplier-items";

/** Suppliers, what each sells at what price, and the price history behind it (SUPPLIERS_API). */
export const supplierRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, API.list, (request) =>
    withMember(db, request, (tx, member) =>
      listSuppliers(tx, member.workspaceId, request.query.archived),
    ),
  );
  serve(app, API.create, (request) =>
    withMember(db, request, async (tx, member) =>
      findSupplier(tx, member.workspaceId, await createSupplier(tx, member, request.body)),
    ),
  );
  serve(app, API.get, (request) =>
    withMember(db, request, (tx, member) =>
      findSupplier(tx, member.workspaceId, request.params.supplierId),
    ),
  );
  serve(app, API.update, (request) =>
    withMember(db, request, async (tx, member) => {
      await updateSupplier(tx, member, request.params.supplierId, request.body);
      return findSupplier(tx, member.workspaceId, request.params.supplierId);
    }),
  );
  serve(app, API.items, (request) =>
    withMember(db, request, (tx, member) =>
      listSupplierItems(tx, member.workspaceId, { supplierId: request.params.supplierId }),
    ),
  );
  serve(app, API.addItem, async (request) => ({
    id: await withMember(db, request, (tx, member) =>
      addSupplierItem(tx, member, request.params.supplierId, request.body),
    ),
  }));
  serve(app, API.ofItem, (request) =>
    withMember(db, request, (tx, member) =>
      listSupplierItems(tx, member.workspaceId, { itemId: request.params.itemId }),
    ),
  );
  serve(app, API.updateItem, (request) =>
    withMember(db, request, (tx, member) =>
      updateSupplierItem(tx, member, request.params.supplierItemId, request.body),
    ),
  );
  serve(app, API.removeItem, (request) =>
    withMember(db, request, (tx, member) =>
      removeSupplierItem(tx, member, request.params.supplierItemId),
    ),
  );
  serve(app, API.prices, (request) =>
    withMember(db, request, (tx, member) =>
      priceHistory(tx, member, request.params.supplierItemId),
    ),
  );
  serve(app, API.settings, (request) => withMember(db, request, purchasingSettings));
  serve(app, API.updateSettings, (request) =>
    withMember(db, request, (tx, member) => updatePurchasingSettings(tx, member, request.body)),
  );
};
