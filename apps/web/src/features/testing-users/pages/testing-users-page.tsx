import { TESTING_USER_PAGE_SIZES, type TestingUser } from '@scout/shared';
import { PlusIcon, SearchIcon, UploadIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PagedListView } from '@/components/paged-list';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { usePagedList } from '@/lib/use-paged-list';
import { useDeleteTestingUser } from '../api/delete-testing-user';
import { useTestingUsers } from '../api/get-testing-users';
import { ImportTestingUsersDialog } from '../components/import-testing-users-dialog';
import { TestingUserFormDialog } from '../components/testing-user-form-dialog';
import { TestingUsersTable } from '../components/testing-users-table';

const SEARCH_DEBOUNCE_MS = 300;

/** Testing users: search, table, pagination, create, CSV import, edit, delete. */
export function TestingUsersPage() {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const paging = usePagedList();
  const { setPage } = paging;
  const [editing, setEditing] = useState<TestingUser | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const [deleting, setDeleting] = useState<TestingUser | null>(null);
  const list = useTestingUsers({ page: paging.page, pageSize: paging.pageSize, search });
  const remove = useDeleteTestingUser();

  // One request per pause in typing, not per keystroke. Only a changed search goes back to page
  // 1: without the check, the timer set at mount undid a page chosen in the first moments.
  useEffect(() => {
    if (searchText === search) return;
    const timer = setTimeout(() => {
      setSearch(searchText);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, search, setPage]);

  const openForm = (user: TestingUser | null) => {
    setEditing(user);
    setIsFormOpen(true);
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Testing user deleted', variant: 'success' });
        setDeleting(null);
      },
      onError: (error) =>
        toast({
          title: 'Failed to delete testing user',
          description: getErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Testing Users</h1>
          <p className="text-muted-foreground">
            Accounts of your application that tests sign in with.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setIsImportOpen(true)}>
            <UploadIcon aria-hidden />
            Import CSV
          </Button>
          <Button onClick={() => openForm(null)}>
            <PlusIcon aria-hidden />
            Create Testing User
          </Button>
        </div>
      </div>
      <div className="relative max-w-sm">
        <SearchIcon
          aria-hidden
          className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search testing users"
          placeholder="Search by name or email"
          className="pl-8"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </div>
      <PagedListView
        list={list}
        paging={paging}
        pageSizes={TESTING_USER_PAGE_SIZES}
        loadingLabel="Loading testing users"
        errorMessage="Failed to load testing users."
        empty={
          search ? (
            'No testing users match your search.'
          ) : (
            <EmptyState
              title="No testing users yet."
              action={
                <Button onClick={() => openForm(null)}>
                  <PlusIcon aria-hidden />
                  Create a testing user
                </Button>
              }
            >
              A testing user is an account of your own application (an email and password, or a
              session cookie) that a test signs in as. Create one, then choose it in a suite or a
              test.
            </EmptyState>
          )
        }
      >
        {(data) => (
          <TestingUsersTable users={data.items} onEdit={openForm} onDelete={setDeleting} />
        )}
      </PagedListView>
      <TestingUserFormDialog open={isFormOpen} onOpenChange={setIsFormOpen} user={editing} />
      <ImportTestingUsersDialog open={isImportOpen} onOpenChange={setIsImportOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete testing user?"
        description={`"${deleting?.name ?? ''}" will be deleted. Suites and tests that use it will have no testing user.`}
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
