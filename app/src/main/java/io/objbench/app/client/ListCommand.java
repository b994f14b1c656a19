package io.objbench.app.client;

import io.objbench.app.ExitCodes;
import io.objbench.core.protocol.WorkloadView;
import java.io.PrintWriter;
import java.time.ZoneId;
import java.util.List;
import picocli.CommandLine.Command;

/** {@code objbench list}: every workload the controller knows, active, queued and past, as a table. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List the workloads of a controller: id, name, state, submitted, current stage.",
        footer = "Exit: 0 shown, 2 rejected (token), 4 controller unreachable.")
public final class ListCommand extends ClientCommand {

    @Override
    int run(ControllerClient client, PrintWriter out) throws ControllerException {
        List<WorkloadView> all = client.list();
        if (all.isEmpty()) {
            out.println("no workloads");
            out.flush();
            return ExitCodes.FINISHED;
        }
        ViewFormat format = new ViewFormat(ZoneId.systemDefault());
        TextTable t = new TextTable("id", "name", "state", "submitted", "stage");
        for (WorkloadView w : all) {
            t.row(w.id(), w.name(), w.state(), format.date(w.submittedMillis()),
                    w.currentStage().isEmpty() ? "-" : w.currentStage());
        }
        out.print(t.render());
        out.flush();
        return ExitCodes.FINISHED;
    }
}
