// `npm run shop -- …`: the owner's command (./run-shop.ts), with the process's arguments.
import { runShop } from "./run-shop";

process.exitCode = await runShop(process.argv.slice(2));
