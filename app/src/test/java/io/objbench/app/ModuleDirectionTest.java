package io.objbench.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

/**
 * The direction of the modules, checked on the main classes of every module (the app module's
 * test class path holds them all): the controller and the web UI run without any driver code
 * (the in-process driver reaches them only through the {@code DriverClient} seam in core), and
 * the driver's mission engine knows nothing of the OSGi plugin host.
 */
class ModuleDirectionTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            // the controller's test-jar (on this class path for the shared fixtures) is test code too
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages("io.objbench");

    @Test
    void controllerDoesNotDependOnTheDriver() {
        rule("io.objbench.controller..", "io.objbench.driver..").check(MAIN);
    }

    @Test
    void webDoesNotDependOnTheDriver() {
        rule("io.objbench.web..", "io.objbench.driver..").check(MAIN);
    }

    @Test
    void coreDependsOnNoOtherModule() {
        rule("io.objbench.core..", "io.objbench.driver..", "io.objbench.controller..", "io.objbench.web..",
                "io.objbench.app..").check(MAIN);
    }

    @Test
    void controllerDriverAndWebDoNotDependOnTheApp() {
        rule("io.objbench.controller..", "io.objbench.app..").check(MAIN);
        rule("io.objbench.driver..", "io.objbench.app..", "io.objbench.controller..", "io.objbench.web..")
                .check(MAIN);
        rule("io.objbench.web..", "io.objbench.app..").check(MAIN);
    }

    /** The mission engine gets the class-loader binding through run/WorkerBinding, never from the plugin host. */
    @Test
    void missionEngineDoesNotKnowThePluginHost() {
        rule("io.objbench.driver.run..", "io.objbench.driver.plugin..").check(MAIN);
    }

    private static ArchRule rule(String from, String... forbidden) {
        return noClasses().that().resideInAPackage(from)
                .should().dependOnClassesThat().resideInAnyPackage(forbidden)
                .because(from + " must not see " + String.join(", ", forbidden) + " (docs/architecture: module direction)");
    }
}
