type UserRef = { id: string; name: string };

type Props = {
  /** The first option, with an empty value: 'No user', or a prompt to choose one. */
  emptyLabel: string;
  activeUsers: UserRef[];
  /** The user the record links to now; offered even when deactivated since, so it can be kept. */
  linked?: UserRef | null;
};

/** The <option>s of a testing-user picker: only active users, plus the current one if inactive. */
export function TestingUserOptions({ emptyLabel, activeUsers, linked }: Props) {
  const isLinkedInactive = linked && !activeUsers.some((user) => user.id === linked.id);
  return (
    <>
      <option value="">{emptyLabel}</option>
      {activeUsers.map((user) => (
        <option key={user.id} value={user.id}>
          {user.name}
        </option>
      ))}
      {isLinkedInactive && <option value={linked.id}>{linked.name} (inactive)</option>}
    </>
  );
}
