package io.objbench.webit;

/** Workload XML of the browser tests: short runs on the mock storage. */
final class Workloads {

    private Workloads() {
    }

    /** Init of two containers, then one main stage of {@code seconds} s, snapshots every second, 80/20 read/write on mock. */
    static String mock(String name, int workers, int seconds) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <workload name="%s" description="browser test run">
                  <storage type="mock" config="delay=2;size=16KB" />
                  <workflow>
                    <workstage name="init">
                      <work type="init" workers="1" config="containers=r(1,2)" />
                    </workstage>
                    <workstage name="main">
                      <work name="main" workers="%d" runtime="%d" interval="1">
                        <operation type="read" ratio="80" config="containers=u(1,2);objects=u(1,50)" />
                        <operation type="write" ratio="20" config="containers=u(1,2);objects=u(1,50);sizes=c(16)KB" />
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """.formatted(name, workers, seconds);
    }
}
