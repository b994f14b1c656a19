package io.objbench.app.client;

import io.objbench.app.ExitCodes;
import io.objbench.core.protocol.WorkloadView;
import java.io.PrintWriter;
import java.time.ZoneId;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code objbench status wN}: the workload's state and dates, then its stages with their states
 * and latest numbers (the last timeline row while running, the final report once ended).
 */
@Command(name = "status", mixinStandardHelpOptions = true,
        description = "Show a workload's state, stages and latest numbers.",
        footer = "Exit: 0 shown, 2 unknown id, 4 controller unreachable.")
public final class StatusCommand extends ClientCommand {

    @Parameters(index = "0", paramLabel = "ID", description = "the workload id, e.g. w3")
    String id;

    @Override
    int run(ControllerClient client, PrintWriter out) throws ControllerException {
        WorkloadView v = client.workload(id);
        out.print(new ViewFormat(ZoneId.systemDefault()).header(v));
        out.println();
        out.print(ViewFormat.stages(v));
        out.flush();
        return ExitCodes.FINISHED;
    }
}
