import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useLeaveWorkspace } from "@/features/team/api/team";

/** Leaving the workspace: the person loses access at once. */
export function LeaveWorkspace({
  workspaceId,
  workspaceName,
  onLeft,
}: {
  workspaceId: string;
  workspaceName: string;
  onLeft: () => void;
}) {
  const leave = useLeaveWorkspace(workspaceId);
  return (
    <Card
      title="Leave workspace"
      description={`You lose access to ${workspaceName}. To come back, someone has to invite you again.`}
    >
      <ConfirmDialog
        trigger={<Button variant="danger">Leave workspace</Button>}
        title={`Leave ${workspaceName}?`}
        description="You lose access at once. A workspace's only owner cannot leave: make someone else an owner first."
        confirmLabel="Leave workspace"
        onConfirm={async () => {
          await leave.mutateAsync();
          onLeft();
        }}
      />
    </Card>
  );
}
