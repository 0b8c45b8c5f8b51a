import { SmartInventory } from "@/features/marketing/components/smart-inventory";
import { PublicLayout } from "@/features/marketing/components/public-layout";

/** `/smart-inventory`: what Larder's inventory does, with a way to start. */
export function SmartInventoryPage() {
  return (
    <PublicLayout>
      <SmartInventory />
    </PublicLayout>
  );
}
