import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { birthDate, toProfileUpdate } from "@/application/account/profile-update";
import { useContainer } from "@/ui/di/container-context";
import { profileQuery } from "@/ui/queries/account.queries";
import { updateProfileMutation } from "@/ui/queries/account.mutations";
import { ProfileForm } from "./profile-form";
import { PROFILE_FIELDS } from "./profile-validation";
import { profileFormValues } from "./profile-values";
import { QueryBoundary } from "@/ui/queries/query-boundary";
import { useMountedLater } from "@/ui/queries/use-mounted-later";
import { Skeleton } from "@/ui/components/skeleton";
import { useOutcome } from "@/ui/forms/use-outcome";
import { formatPhone } from "@/ui/i18n/format";

/** SPEC §2 /personal-detail (login required): the profile loaded fresh, then saved (the saved one is cached). */
export function PersonalDetailScreen() {
  return (
    <QueryBoundary>
      <PersonalDetail />
    </QueryBoundary>
  );
}

function PersonalDetail() {
  const injector = useContainer();
  const update = useMutation(updateProfileMutation(injector));
  const outcome = useOutcome();
  const { data } = useSuspenseQuery(profileQuery(injector));
  // The form is the account pages' largest render: it mounts in slices (useMountedLater).
  const user = useMountedLater(data);
  if (user === null) return <Skeleton />;
  return (
    <ProfileForm
      initial={profileFormValues(user)}
      phone={formatPhone(user.callingCode, user.phone)}
      emailVerified={user.emailVerified}
      currentYear={new Date().getFullYear()}
      pending={update.isPending}
      onSubmit={async (values) => {
        const dob = birthDate(values.birthDay, values.birthMonth, values.birthYear);
        // The form has refused an incomplete or impossible date already (profileErrors).
        const changes = toProfileUpdate(values, dob === "incomplete" || dob === "invalid" ? null : dob);
        return outcome(await update.mutateAsync(changes), PROFILE_FIELDS);
      }}
    />
  );
}
