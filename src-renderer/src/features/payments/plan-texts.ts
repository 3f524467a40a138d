// The plan table's words, which every payment screen shows beside the payment messages.
import '../plans/plans-texts';
import './payment-messages-texts';
