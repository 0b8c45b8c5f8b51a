import type { Executor } from "../../db/database";

/** A page of a document drawn small, for the review screen. */
export interface PageImage {
  width: number;
  height: number;
  image: Uint8Array;
}

export async function storePages(
  tx: Executor,
  workspaceId: string,
  fileId: string,
  pages: PageImage[],
): Promise<void> {
  for (const [page, { width, height, image }] of pages.entries())
    await tx.query(
      `insert into document_pages (workspace_id, file_id, page, width, height, image)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (workspace_id, file_id, page) do update
         set width = excluded.width, height = excluded.height, image = excluded.image`,
      [workspaceId, fileId, page, width, height, Buffer.from(image)],
    );
}

/** Each page's number and size, in order. */
export async function pageSizes(tx: Executor, workspaceId: string, fileId: string) {
  const { rows } = await tx.query<{ page: number; width: number; height: number }>(
    `select page, width, height from document_pages
      where workspace_id = $1 and file_id = $2 order by page`,
    [workspaceId, fileId],
  );
  return rows;
}

export async function pageImage(
  tx: Executor,
  workspaceId: string,
  fileId: string,
  page: number,
): Promise<Uint8Array | null> {
  const { rows } = await tx.query<{ image: Uint8Array }>(
    "select image from document_pages where workspace_id = $1 and file_id = $2 and page = $3",
    [workspaceId, fileId, page],
  );
  return rows[0]?.image ?? null;
}
