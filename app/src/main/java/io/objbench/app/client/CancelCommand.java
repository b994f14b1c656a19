package io.objbench.app.client;

import io.objbench.app.ExitCodes;
import io.objbench.core.protocol.WorkloadView;
import java.io.PrintWriter;
import java.time.ZoneId;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code objbench cancel wN}: cancels a queued workload at once, or a running one (its missions
 * are aborted and the partial results archived); prints the workload's line after the request.
 */
@Command(name = "cancel", mixinStandardHelpOptions = true,
        description = "Cancel a queued or running workload on a controller.",
        footer = "Exit: 0 done, 2 unknown id or rejected, 4 controller unreachable.")
public final class CancelCommand extends ClientCommand {

    @Parameters(index = "0", paramLabel = "ID", description = "the workload id, e.g. w3")
    String id;

    @Override
    int run(ControllerClient client, PrintWriter out) throws ControllerException {
        WorkloadView v = client.cancel(id);
        out.println(v.id() + "\t" + new ViewFormat(ZoneId.systemDefault()).date(v.submittedMillis()) + "\t" + v.state());
        out.flush();
        return ExitCodes.FINISHED;
    }
}
