package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every command's {@code --help} renders without picocli's format warnings: a bare {@code %} in a
 * description (picocli formats descriptions) printed "[picocli WARN] Could not format" three times
 * above {@code objbench run --help}.
 */
class HelpTextTest {

    @Test
    void everyCommandsHelpRendersWithoutWarnings() {
        List<CommandLine> commands = new ArrayList<>();
        collect(new CommandLine(new ObjbenchCommand()), commands);
        assertThat(commands).hasSizeGreaterThan(5);
        PrintStream saved = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            for (CommandLine c : commands) {
                String usage = c.getUsageMessage(CommandLine.Help.Ansi.OFF);
                assertThat(usage).as(c.getCommandName()).contains("Usage:").doesNotContain("%n");
            }
        } finally {
            System.setErr(saved);
        }
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    private static void collect(CommandLine c, List<CommandLine> into) {
        into.add(c);
        c.getSubcommands().values().forEach(s -> collect(s, into));
    }
}
