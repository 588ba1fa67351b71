import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Result } from "effect";
import { ACCOUNT_TOKENS } from "@/application/account/account.tokens";
import { birthDate, toProfileUpdate } from "@/application/account/profile-update";
import { useContainer, useInjection } from "@/ui/di/container-context";
import { profileQuery } from "@/ui/queries/account.queries";
import { ProfileForm } from "./profile-form";
import { PROFILE_FIELDS } from "./profile-validation";
import { profileFormValues } from "./profile-values";
import { QueryStatus } from "@/ui/queries/query-status";
import { useOutcome } from "@/ui/forms/use-outcome";

/** SPEC §2 /personal-detail (login required): the profile loaded fresh, then saved. */
export function PersonalDetailScreen() {
  const injector = useContainer();
  const queryClient = useQueryClient();
  const update = useInjection(ACCOUNT_TOKENS.updateProfile);
  const outcome = useOutcome();
  const profile = useQuery(profileQuery(injector));
  return (
    <QueryStatus query={profile}>
      {(user) => (
        <ProfileForm
          initial={profileFormValues(user)}
          phone={`${user.callingCode} ${user.phone}`}
          emailVerified={user.emailVerified}
          currentYear={new Date().getFullYear()}
          onSubmit={async (values) => {
            const dob = birthDate(values.birthDay, values.birthMonth, values.birthYear);
            // The form has refused an incomplete or impossible date already (profileErrors).
            const answer = await update.execute(toProfileUpdate(values, dob === "incomplete" || dob === "invalid" ? null : dob));
            if (Result.isSuccess(answer)) queryClient.setQueryData(profileQuery(injector).queryKey, answer.success);
            return outcome(answer, PROFILE_FIELDS);
          }}
        />
      )}
    </QueryStatus>
  );
}
