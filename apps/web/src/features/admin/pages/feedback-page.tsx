import { ADMIN_MESSAGES, ADMIN_PAGE_SIZES, type AdminFeedback } from '@scout/shared';
import { format } from 'date-fns';
import { Trash2Icon } from 'lucide-react';
import { PagedListView } from '@/components/paged-list';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IconButton } from '@/components/icon-button';
import { usePagedList } from '@/lib/use-paged-list';
import { useDeleteFeedback } from '../api/delete-feedback';
import { useFeedback } from '../api/get-feedback';
import { useConfirmAction } from '../lib/use-confirm-action';

/** Admin → User Feedback: newest first, each with date, author and text; deletable. */
export function FeedbackPage() {
  const paging = usePagedList();
  const list = useFeedback({ page: paging.page, pageSize: paging.pageSize });
  const remove = useConfirmAction<AdminFeedback>({
    action: useDeleteFeedback(),
    done: {
      title: ADMIN_MESSAGES.feedbackDeletedTitle,
      description: ADMIN_MESSAGES.feedbackDeletedDescription,
    },
    failed: () => ADMIN_MESSAGES.feedbackDeleteFailed,
    onDone: () => {
      if (list.data) paging.onRowDeleted(list.data.items.length);
    },
  });

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{ADMIN_MESSAGES.feedbackTitle}</h1>
        <p className="text-muted-foreground">{ADMIN_MESSAGES.feedbackSubtitle}</p>
      </div>
      <PagedListView
        list={list}
        paging={paging}
        pageSizes={ADMIN_PAGE_SIZES}
        loadingLabel="Loading feedback"
        errorMessage="Failed to load feedback."
        empty={ADMIN_MESSAGES.feedbackEmpty}
      >
        {(data) => (
          <ul className="grid gap-4" aria-label="Feedback">
            {data.items.map((item) => (
              <li key={item.id}>
                <FeedbackCard item={item} onDelete={remove.ask} />
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
      <ConfirmDialog
        {...remove.dialog}
        title={ADMIN_MESSAGES.deleteFeedbackTitle}
        description={ADMIN_MESSAGES.deleteFeedbackDescription}
      />
    </div>
  );
}

function FeedbackCard({
  item,
  onDelete,
}: {
  item: AdminFeedback;
  onDelete: (item: AdminFeedback) => void;
}) {
  const author = item.email ?? 'Deleted user';
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="flex flex-row items-start justify-between gap-2 px-4">
        <div className="min-w-0">
          <p className="truncate font-medium">{author}</p>
          <time dateTime={item.created_at} className="text-sm text-muted-foreground">
            {format(new Date(item.created_at), "MMM d, yyyy 'at' HH:mm")}
          </time>
        </div>
        <IconButton label={`Delete feedback from ${author}`} onClick={() => onDelete(item)}>
          <Trash2Icon />
        </IconButton>
      </CardHeader>
      <CardContent className="px-4 text-sm break-words whitespace-pre-wrap">
        {item.content}
      </CardContent>
    </Card>
  );
}
