package io.objbench.controller.plan;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The dry run's schedule: worker ranges, slices, counts, durations and warnings. */
class SchedulePlannerTest {

    private static final String FIVE_STAGES = """
            <workload name="five">
              <storage type="mock" config="STORAGE"/>
              <workflow>
                <workstage name="init">
                  <work type="init" workers="3" config="containers=r(1,7)"/>
                </workstage>
                <workstage name="prepare">
                  <work type="prepare" workers="4" config="containers=r(1,2);objects=r(1,50);sizes=c(1)KB"/>
                </workstage>
                <workstage name="main" closuredelay="10">
                  <work name="split" workers="6" runtime="30" rampup="5" rampdown="5" division="object">
                    <operation type="read" ratio="100" config="containers=u(1,2);objects=u(1,60)"/>
                  </work>
                  <work name="walk" workers="2" runtime="20">
                    <operation type="write" ratio="100" config="containers=c(1);objects=s(1,100);sizes=c(1)KB"/>
                  </work>
                </workstage>
                <workstage name="delay" closuredelay="20"/>
                <workstage name="counted">
                  <work name="ops" workers="2" totalOps="1000">
                    <operation type="read" ratio="100" config="containers=u(1,2);objects=u(1,50)"/>
                  </work>
                </workstage>
              </workflow>
            </workload>
            """;

    private static Workload workload(String storageConfig) throws Exception {
        return WorkloadReader.read(FIVE_STAGES.replace("STORAGE", storageConfig), "five.xml");
    }

    private static List<String> missions(WorkPlan w) {
        return w.missions().stream().map(m -> m.driver() + " " + m.firstWorker() + "-" + m.lastWorker()).toList();
    }

    private static List<String> objects(WorkPlan w) {
        return w.missions().stream().map(m -> {
            RangeShare o = m.operations().getFirst().objects();
            return o.first() + "-" + o.last() + (o.divided() ? " own" : " shared");
        }).toList();
    }

    @Test
    void oneDriverRunsEveryWorkerOfEveryWorkWithTheWholeRanges() throws Exception {
        SchedulePlan plan = SchedulePlanner.plan(workload("delay=0"), List.of("driver1"));
        assertThat(plan.stages()).extracting(StagePlan::id)
                .containsExactly("s1-init", "s2-prepare", "s3-main", "s4-delay", "s5-counted");
        WorkPlan prepare = plan.stages().get(1).works().getFirst();
        assertThat(missions(prepare)).containsExactly("driver1 1-4");
        assertThat(objects(prepare)).containsExactly("1-50 own");
        assertThat(prepare.missions().getFirst().operations().getFirst().names()).isEqualTo(100);
        assertThat(prepare.ending()).isEqualTo("one pass: writes 100 objects");
        WorkPlan split = plan.stages().get(2).works().getFirst();
        assertThat(missions(split)).containsExactly("driver1 1-6");
        assertThat(objects(split)).containsExactly("1-60 own");
        assertThat(plan.warnings()).isEmpty();
    }

    @Test
    void threeDriversGetContiguousWorkerRangesAndTheUnionOfTheirWorkersSlices() throws Exception {
        SchedulePlan plan = SchedulePlanner.plan(workload("delay=0"), List.of("d1", "d2", "d3"));
        WorkPlan init = plan.stages().get(0).works().getFirst();
        assertThat(missions(init)).containsExactly("d1 1-1", "d2 2-2", "d3 3-3");
        // 7 containers over 3 workers: 3, 2, 2
        assertThat(init.missions()).extracting(m -> m.operations().getFirst().containers())
                .extracting(c -> c.first() + "-" + c.last()).containsExactly("1-3", "4-5", "6-7");
        assertThat(init.ending()).isEqualTo("one pass: creates 7 containers");

        // 4 workers over 3 drivers: 2, 1, 1; 50 objects over 4 workers: 13, 13, 12, 12
        WorkPlan prepare = plan.stages().get(1).works().getFirst();
        assertThat(missions(prepare)).containsExactly("d1 1-2", "d2 3-3", "d3 4-4");
        assertThat(objects(prepare)).containsExactly("1-26 own", "27-38 own", "39-50 own");
        assertThat(prepare.missions()).extracting(m -> m.operations().getFirst().names()).containsExactly(52L, 24L, 24L);
        assertThat(prepare.missions()).extracting(m -> m.operations().getFirst().containers().divided())
                .containsOnly(false);

        WorkPlan split = plan.stages().get(2).works().get(0);
        assertThat(missions(split)).containsExactly("d1 1-2", "d2 3-4", "d3 5-6");
        assertThat(objects(split)).containsExactly("1-20 own", "21-40 own", "41-60 own");
        assertThat(split.missions()).extracting(MissionPlan::workerOffset).containsExactly(0, 2, 4);
        // s() walks each mission's share even without division; the round-robin cursor carries over
        WorkPlan walk = plan.stages().get(2).works().get(1);
        assertThat(missions(walk)).containsExactly("d1 1-1", "d2 2-2");
        assertThat(objects(walk)).containsExactly("1-50 own", "51-100 own");
        // undivided u() is drawn whole by every mission
        WorkPlan ops = plan.stages().get(4).works().getFirst();
        assertThat(objects(ops)).containsExactly("1-50 shared", "1-50 shared");
    }

    @Test
    void durationSumsRampsRuntimesAndDelaysAndSaysWhatIsNotKnown() throws Exception {
        SchedulePlan plan = SchedulePlanner.plan(workload("delay=0"), List.of("driver1"));
        StagePlan main = plan.stages().get(2);
        assertThat(main.seconds()).isEqualTo(5 + 30 + 5 + 10);
        assertThat(main.timed()).isTrue();
        assertThat(main.works().getFirst().ending()).isEqualTo("runtime 30 s after 5 s ramp-up and with 5 s ramp-down");
        assertThat(plan.stages().get(3).seconds()).isEqualTo(20);
        WorkPlan counted = plan.stages().get(4).works().getFirst();
        assertThat(counted.ending()).isEqualTo("until 1000 ops");
        assertThat(counted.timed()).isFalse();
        assertThat(plan.seconds()).isEqualTo(70);
        assertThat(plan.timed()).isFalse();
        assertThat(PlanText.duration(plan)).isEqualTo("unknown, at least 1 min 10 s (not known in advance: s1-init,"
                + " s2-prepare, s5-counted)");
    }

    @Test
    void aMockThatKeepsObjectsSplitOverDriversIsWarnedAboutPerStage() throws Exception {
        Workload keeping = workload("delay=0;store=true");
        List<String> warnings = SchedulePlanner.plan(keeping, List.of("d1", "d2", "d3")).warnings();
        assertThat(warnings).hasSize(4);
        assertThat(warnings.get(1)).startsWith("stage s2-prepare: work 'prepare' on storage mock with store=true"
                + " would run on drivers d1, d2, d3; such a mock keeps objects in each driver's memory");
        assertThat(warnings.get(2)).startsWith("stage s3-main: works 'split', 'walk' on storage mock");
        // on one driver, or with the stateless mock, nothing to warn about
        assertThat(SchedulePlanner.plan(keeping, List.of("d1")).warnings()).isEmpty();
        assertThat(SchedulePlanner.plan(workload("delay=0"), List.of("d1", "d2", "d3")).warnings()).isEmpty();
        assertThat(SchedulePlanner.plan(workload("delay=0;store=false"), List.of("d1", "d2")).warnings()).isEmpty();
        // without a fleet (validate): every stage that would be split on two drivers or more
        assertThat(MockStoreWarnings.forAnyFleet(keeping)).hasSize(4)
                .allSatisfy(w -> assertThat(w).contains("would be split over the drivers of a controller with more"
                        + " than one driver"));
        assertThat(MockStoreWarnings.forAnyFleet(workload("delay=0"))).isEmpty();
    }

    @Test
    void worksPinnedToOneDriverDoNotSplitAKeepingMockButPinsElsewhereDo() throws Exception {
        String xml = """
                <workload name="pinned"><storage type="mock" config="store=true"/><workflow>
                  <workstage name="prepare">
                    <work type="prepare" workers="4" driver="d2" config="containers=r(1,1);objects=r(1,8);sizes=c(1)B"/>
                  </workstage>
                  <workstage name="read">
                    <work name="r" workers="4" runtime="5" driver="DRIVER">
                      <operation type="read" ratio="100" config="containers=c(1);objects=u(1,8)"/>
                    </work>
                  </workstage>
                </workflow></workload>""";
        Workload same = WorkloadReader.read(xml.replace("DRIVER", "d2"), "p.xml");
        assertThat(SchedulePlanner.plan(same, List.of("d1", "d2")).warnings()).isEmpty();
        assertThat(MockStoreWarnings.forAnyFleet(same)).isEmpty();
        Workload other = WorkloadReader.read(xml.replace("DRIVER", "d1"), "p.xml");
        assertThat(SchedulePlanner.plan(other, List.of("d1", "d2")).warnings()).singleElement().asString()
                .startsWith("the stages' works on storage mock with store=true run on different drivers (d2, d1)");
        assertThat(MockStoreWarnings.forAnyFleet(other)).hasSize(1);
        Workload unknown = WorkloadReader.read(xml.replace("DRIVER", "d9").replace("store=true", ""), "p.xml");
        assertThat(SchedulePlanner.plan(unknown, List.of("d1", "d2")).warnings()).singleElement().asString()
                .isEqualTo("stage s2-read, work 'r': driver=\"d9\" is not one of the drivers [d1, d2]; a controller"
                        + " with these drivers refuses the workload");
    }

    @Test
    void aStageTheSchedulerRefusesCarriesTheReason() throws Exception {
        SchedulePlan plan = SchedulePlanner.plan(workload("delay=0"), List.of(), List.of("d1"));
        assertThat(plan.stages().getFirst().problem()).isEqualTo("no live driver (configured: [d1])");
        assertThat(plan.stages().getFirst().works().getFirst().missions()).isEmpty();
    }
}
