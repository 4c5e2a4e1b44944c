import { ADMIN_MESSAGES, ADMIN_PAGE_SIZES, type AdminFeedback } from '@scout/shared';
import { format } from 'date-fns';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { DataPagination } from '@/components/data-pagination';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteFeedback } from '../api/delete-feedback';
import { useFeedback } from '../api/get-feedback';

/** Admin → User Feedback: newest first, each with date, author and text; deletable. */
export function FeedbackPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [deleting, setDeleting] = useState<AdminFeedback | null>(null);
  const list = useFeedback({ page, pageSize });
  const remove = useDeleteFeedback();

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({
          title: ADMIN_MESSAGES.feedbackDeletedTitle,
          description: ADMIN_MESSAGES.feedbackDeletedDescription,
          variant: 'success',
        });
        setDeleting(null);
        if (list.data && list.data.items.length === 1 && page > 1) setPage(page - 1);
      },
      onError: () =>
        toast({
          title: 'Error',
          description: ADMIN_MESSAGES.feedbackDeleteFailed,
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{ADMIN_MESSAGES.feedbackTitle}</h1>
        <p className="text-muted-foreground">{ADMIN_MESSAGES.feedbackSubtitle}</p>
      </div>
      {list.isError && (
        <Alert variant="destructive">
          <AlertDescription>
            {getErrorMessage(list.error, 'Failed to load feedback.')}
          </AlertDescription>
        </Alert>
      )}
      {list.isPending ? (
        <PageSpinner label="Loading feedback" />
      ) : list.data && list.data.total === 0 ? (
        <p className="py-8 text-center text-muted-foreground">{ADMIN_MESSAGES.feedbackEmpty}</p>
      ) : (
        list.data && (
          <>
            <ul className="grid gap-4" aria-label="Feedback">
              {list.data.items.map((item) => (
                <li key={item.id}>
                  <FeedbackCard item={item} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
            <DataPagination
              page={page}
              pageSize={pageSize}
              total={list.data.total}
              pageSizes={ADMIN_PAGE_SIZES}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          </>
        )
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={ADMIN_MESSAGES.deleteFeedbackTitle}
        description={ADMIN_MESSAGES.deleteFeedbackDescription}
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
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
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete feedback from ${author}`}
          onClick={() => onDelete(item)}
        >
          <Trash2Icon />
        </Button>
      </CardHeader>
      <CardContent className="px-4 text-sm break-words whitespace-pre-wrap">
        {item.content}
      </CardContent>
    </Card>
  );
}
