package io.objbench.core.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.objbench.core.stats.Exemplars;
import org.junit.jupiter.api.Test;

/**
 * The {@code exemplars} key (slowest requests kept per operation and interval): a whole number
 * 0..1000, on an operation or its work; anything else is refused naming the file, the line and
 * the key.
 */
class ExemplarsKeyTest {

    private static final String READ = "containers=c(1);objects=c(1)";

    @Test
    void countsFromZeroToAThousandAreKeptAndTheDefaultIsTen() throws Exception {
        assertThat(keep("exemplars=0;" + READ)).isZero();
        assertThat(keep("exemplars=1000;" + READ)).isEqualTo(1000);
        assertThat(keep("exemplars= 7 ;" + READ)).isEqualTo(7);
        assertThat(keep(READ)).isEqualTo(Exemplars.DEFAULT_KEEP).isEqualTo(10);
    }

    @Test
    void aWorksKeyReachesItsOperations() throws Exception {
        Workload w = WorkloadReader.read(single("<work name=\"w\" workers=\"1\" totalOps=\"1\" config=\"exemplars=3\">\n"
                + "<operation type=\"read\" config=\"" + READ + "\"/>\n</work>"), "test.xml");
        assertThat(Exemplars.keep(w.stages().getFirst().works().getFirst().operations().getFirst().effectiveConfig()))
                .isEqualTo(3);
    }

    @Test
    void anythingButACountUpToAThousandIsRefusedWithFileLineAndKey() {
        for (String bad : new String[] {"1001", "-1", "ten", "2.5", "", "99999"}) {
            assertThatThrownBy(() -> WorkloadReader.read(single("<work name=\"w\" workers=\"1\" totalOps=\"1\">\n"
                    + "<operation type=\"read\" config=\"exemplars=" + bad + ";" + READ + "\"/>\n</work>"), "test.xml"))
                    .as("exemplars=%s", bad)
                    .isInstanceOf(WorkloadException.class)
                    .hasMessageStartingWith("test.xml:5:") // file:line:column of the operation
                    .hasMessageContaining("exemplars='" + bad + "' is not a count")
                    .hasMessageContaining("0..1000");
        }
    }

    private static int keep(String config) throws WorkloadException {
        Workload w = WorkloadReader.read(single("<work name=\"w\" workers=\"1\" totalOps=\"1\">\n"
                + "<operation type=\"read\" config=\"" + config + "\"/>\n</work>"), "test.xml");
        return Exemplars.keep(w.stages().getFirst().works().getFirst().operations().getFirst().effectiveConfig());
    }

    private static String single(String work) {
        return "<workload name=\"t\">\n<workflow>\n<workstage name=\"s\">\n" + work + "\n</workstage>\n</workflow>\n</workload>\n";
    }
}
