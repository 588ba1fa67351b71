import { createFileRoute } from "@tanstack/react-router";
import { OtpScreen } from "@/ui/features/auth/otp-screen";
import { InfoPage } from "@/ui/pages/info-page";
import { loadArea } from "@/ui/app/area-loader";

/** SPEC §2: /register/otp, open. */
export const Route = createFileRoute("/{-$locale}/register/otp")({
  loader: loadArea("account"),
  component: () => (
    <InfoPage page="registerOtp">
      <OtpScreen />
    </InfoPage>
  ),
});
