import { MENU_API as API } from "@larder/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import { uncheckedResponse } from "../../http/unchecked-response";
import { findMenuItem, listSections, menuOverview } from "./reads";
import {
  createMenuItem,
  createSection,
  deleteSection,
  updateMenuItem,
  updateSection,
} from "./service";
import { memberCan } from "../../core/member";

/** The menu: what is sold, at what price, what each plate costs and earns (MENU_API). */
export const menuRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The menu is written with JSON.stringify, not parsed by its schema on the way out
  // (uncheckedResponse, decision 0024).
  serve(
    app,
    API.overview,
    (request) =>
      withMember(db, request, (tx, member) =>
        menuOverview(
          tx,
          member.workspaceId,
          request.query.archived,
          memberCan(member, "costs.view"),
        ),
      ),
    uncheckedResponse,
  );
  serve(app, API.createItem, (request) =>
    withMember(db, request, async (tx, member) =>
      findMenuItem(
        tx,
        member.workspaceId,
        await createMenuItem(tx, member, request.body),
        memberCan(member, "costs.view"),
      ),
    ),
  );
  serve(app, API.item, (request) =>
    withMember(db, request, (tx, member) =>
      findMenuItem(
        tx,
        member.workspaceId,
        request.params.menuItemId,
        memberCan(member, "costs.view"),
      ),
    ),
  );
  serve(app, API.updateItem, (request) =>
    withMember(db, request, async (tx, member) => {
      await updateMenuItem(tx, member, request.params.menuItemId, request.body);
      return findMenuItem(
        tx,
        member.workspaceId,
        request.params.menuItemId,
        memberCan(member, "costs.view"),
      );
    }),
  );
  serve(app, API.sections, (request) =>
    withMember(db, request, (tx, member) => listSections(tx, member.workspaceId)),
  );
  serve(app, API.createSection, (request) =>
    withMember(db, request, async (tx, member) => {
      const id = await createSection(tx, member, request.body);
      return (await listSections(tx, member.workspaceId)).find((s) => s.id === id)!;
    }),
  );
  serve(app, API.updateSection, (request) =>
    withMember(db, request, async (tx, member) => {
      await updateSection(tx, member, request.params.menuSectionId, request.body);
      return (await listSections(tx, member.workspaceId)).find(
        (s) => s.id === request.params.menuSectionId,
      )!;
    }),
  );
  serve(app, API.deleteSection, (request) =>
    withMember(db, request, (tx, member) =>
      deleteSection(tx, member, request.params.menuSectionId),
    ),
  );
};
