import { EXPENSES_API as API } from "@larder/contracts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { withMember } from "../../http/access";
import { serve } from "../../http/declared";
import {
  createRecurringExpense,
  deleteRecurringExpense,
  listRecurringExpenses,
  updateRecurringExpense,
} from "./recurring";

/** Recurring expenses: list them, start one, change one from now on, stop one (EXPENSES_API). */
export function registerRecurringExpenseRoutes(
  app: FastifyInstance,
  { db }: { db: Database },
): void {
  serve(app, API.recurring, (request) =>
    withMember(db, request, (tx, member) => listRecurringExpenses(tx, member)),
  );

  serve(app, API.startRecurring, async (request) => ({
    id: await withMember(db, request, (tx, member) =>
      createRecurringExpense(tx, member, request.body),
    ),
  }));

  serve(app, API.updateRecurring, (request) =>
    withMember(db, request, (tx, member) =>
      updateRecurringExpense(tx, member, request.params.recurringExpenseId, request.body),
    ),
  );

  serve(app, API.stopRecurring, (request) =>
    withMember(db, request, (tx, member) =>
      deleteRecurringExpense(tx, member, request.params.recurringExpenseId),
    ),
  );
}
