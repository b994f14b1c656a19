package io.objbench.app.client;

import io.objbench.app.ExitCodes;
import io.objbench.core.protocol.DriverView;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine.Command;

/**
 * {@code objbench info}: the controller's drivers: name, URL, alive, adaptor types, clock skew
 * (driver minus controller, reported, never corrected) and the last poll error.
 */
@Command(name = "info", mixinStandardHelpOptions = true,
        description = "Show a controller's drivers: liveness, adaptor types, clock skew, last error.",
        footer = "Exit: 0 shown, 2 rejected (token), 4 controller unreachable.")
public final class InfoCommand extends ClientCommand {

    @Override
    int run(ControllerClient client, PrintWriter out) throws ControllerException {
        List<DriverView> drivers = client.drivers();
        out.println("controller " + client.baseUrl() + ", " + drivers.size() + " drivers");
        TextTable t = new TextTable("name", "url", "alive", "version", "storage", "auth", "skew-ms", "joined", "last-error");
        for (DriverView d : drivers) {
            String alive = d.alive() ? "yes" : "NO" + (d.missedPolls() > 0 ? " (missed " + d.missedPolls() + ")" : "");
            t.row(d.name(), d.url(), alive, d.version().isEmpty() ? "-" : d.version(), join(d.storageTypes()),
                    join(d.authTypes()), d.version().isEmpty() ? "-" : Long.toString(d.clockSkewMillis()), d.joined(),
                    d.lastError().isEmpty() ? "-" : d.lastError());
        }
        out.print(t.render());
        out.flush();
        return ExitCodes.FINISHED;
    }

    private static String join(List<String> types) {
        return types.isEmpty() ? "-" : String.join(",", types);
    }
}
