import { createFileRoute } from "@tanstack/react-router";
import { OtpScreen } from "@/ui/features/auth/otp-screen";
import { InfoPage } from "@/ui/features/shell/info-page";

/** SPEC §2: /register/otp, open. */
export const Route = createFileRoute("/{-$locale}/register/otp")({
  component: () => (
    <InfoPage page="registerOtp">
      <OtpScreen />
    </InfoPage>
  ),
});
