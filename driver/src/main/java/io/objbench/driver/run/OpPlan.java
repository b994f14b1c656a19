package io.objbench.driver.run;

import io.objbench.core.selector.Generators;
import io.objbench.core.selector.Selector;
import io.objbench.core.selector.SelectorParser;
import io.objbench.core.selector.SizeSelector;
import io.objbench.core.selector.Slice;
import io.objbench.core.selector.ValueGenerator;
import io.objbench.core.selector.WriteFrontier;
import io.objbench.core.workload.Division;
import io.objbench.core.mission.Mission;
import io.objbench.core.workload.NameFormat;
import io.objbench.core.workload.Operation;
import io.objbench.driver.inventory.Inventory;
import io.objbench.driver.measure.OpRecorder;
import io.objbench.driver.payload.PayloadBlock;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One operation of a mission, ready to run: parsed selectors, shared name tables and cursors,
 * payload settings and its {@link OpRecorder}. Shared by all workers of the mission; each worker
 * gets its own {@link WorkerCursor} from {@link #cursorFor}.
 */
final class OpPlan {

    final int index;
    final Operation operation;
    final OpKind kind;
    final Selector containers;
    final Selector objects;
    final SizeSelector sizes;
    final NameTable containerNames;
    NameTable objectNames; // not final: a latest() reader takes its writer's names (MissionPlan)
    /** The files of a filewrite, else {@code null}. */
    final FileSet files;
    /** How a filewrite picks its files ({@code fileselection}'s first letter over 1..files), else {@code null}. */
    final Selector fileSelector;
    final PayloadBlock block;
    final boolean hashCheck;
    final boolean chunked;
    final boolean createContainer;
    final boolean deleteContainer;
    final int adaptorIndex;
    final OpRecorder recorder;
    private final Division division;
    // one shared cursor per (mission, operation, dimension) for undivided r() and for s()
    private final AtomicLong sharedContainers = new AtomicLong();
    private final AtomicLong sharedObjects = new AtomicLong();
    private final AtomicLong sharedSizes = new AtomicLong();
    /** Set by {@link MissionPlan}: the frontier this write feeds, or that this latest() reads. */
    WriteFrontier frontier;
    /** The {@code inventory} key, else {@code null}. */
    final String inventoryName;
    /** Set by {@link MissionPlan}: the run's inventory {@link #inventoryName}, else {@code null}. */
    Inventory inventory;
    /** An inventory write that overwrites the oldest object instead of creating one. */
    final boolean update;
    /** An inventory prepare that HEADs each object first and writes only the missing ones. */
    final boolean headFirst;
    /** An inventory prepare that writes each object into one container (round-robin), not into each. */
    final boolean spread;
    /** The slowest in-window samples each worker keeps per interval (key {@code exemplars}, default 10; 0: none). */
    final int exemplars;
    /** What makes this operation's created names unique in the run ({@link CreateNames}). */
    final String createTag;

    /**
     * Parses an operation's effective config.
     *
     * @throws IllegalArgumentException naming the operation and the bad key
     */
    OpPlan(int index, Operation operation, int adaptorIndex, Mission mission, boolean openLoop) {
        long seed = mission.seed();
        this.index = index;
        this.operation = operation;
        this.adaptorIndex = adaptorIndex;
        this.kind = OpKind.of(operation.type());
        if (kind == null) {
            throw new IllegalArgumentException("operation type '" + operation.type() + "' is not supported by this driver");
        }
        this.division = operation.division();
        Map<String, String> config = operation.effectiveConfig();
        containers = selector(config, "containers");
        objects = kind == OpKind.FILEWRITE ? null : selector(config, "objects");
        String sizeText = config.get("sizes");
        sizes = sizeText == null ? null : SelectorParser.parseSize(sizeText);
        containerNames = names(NameFormat.containers(config), containers);
        objectNames = names(NameFormat.objects(config), objects);
        inventoryName = config.get("inventory");
        update = bool(config, "update", false);
        headFirst = bool(config, "headFirst", false);
        spread = bool(config, "spread", false);
        createTag = createTag(mission);
        hashCheck = bool(config, "hashCheck", false);
        chunked = bool(config, "chunked", false);
        // COSBench's Preparer (also init) creates and its Cleaner (also dispose) deletes containers
        // unless told otherwise; prepare and cleanup works get createContainer/deleteContainer=false
        // injected by the reader, operations of these types in a normal work do not
        createContainer = bool(config, "createContainer", kind == OpKind.INIT || kind == OpKind.PREPARE);
        // an inventory cleanup deletes only the run's objects: never a container with others in it
        deleteContainer = bool(config, "deleteContainer",
                (kind == OpKind.DISPOSE || kind == OpKind.CLEANUP) && inventoryName == null);
        if (kind == OpKind.FILEWRITE) {
            String dir = config.get("files");
            String how = config.get("fileselection");
            require(dir != null && !dir.isBlank() && how != null && !how.isBlank(),
                    "needs 'files' (a directory on the driver) and 'fileselection'");
            files = FileSet.of(dir);
            // COSBench's FilePicker: the first letter of fileselection over (1,<number of files>)
            String text = how.trim().substring(0, 1) + "(1," + files.count() + ")";
            try {
                fileSelector = SelectorParser.parse(text);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(describe() + " fileselection=" + how + " selects files with " + text
                        + ", which is not a selector: use u (uniform), r (range) or s (sequential)", e);
            }
        } else {
            files = null;
            fileSelector = null;
        }
        block = PayloadBlock.forContent(config.getOrDefault("content", "random"), seed);
        // the passes of init/prepare/cleanup/dispose picked in a normal work run unpaced (closed loop)
        exemplars = exemplars(config);
        // size classes only for the kinds that draw sizes: a read under a work-wide h() sizes keeps none
        boolean drawsSizes = kind == OpKind.WRITE || kind == OpKind.PREPARE || kind == OpKind.INIT && objects != null;
        recorder = new OpRecorder(operation, openLoop && !kind.special(),
                drawsSizes ? io.objbench.core.stats.SizeClass.of(sizes) : null, mission.workers(), exemplars);
        requireKeys();
    }

    /** Default of the {@code exemplars} key: the slowest requests kept per operation, worker and interval. */
    static final int DEFAULT_EXEMPLARS = 10;

    private int exemplars(Map<String, String> config) {
        String text = config.get("exemplars");
        if (text == null) {
            return DEFAULT_EXEMPLARS;
        }
        try {
            int k = Integer.parseInt(text.trim());
            require(k >= 0 && k <= 1000, "exemplars=" + text + " is not a count 0..1000");
            return k;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(describe() + " exemplars=" + text
                    + " is not a count: expected a whole number 0..1000 (0 keeps no slowest requests)", e);
        }
    }

    private void requireKeys() {
        if (inventoryName != null) {
            requireInventoryKeys();
            return;
        }
        require(!update && !headFirst && !spread, "uses 'update', 'headFirst' or 'spread', which need 'inventory'");
        switch (kind) {
            case READ, DELETE, HEAD -> require(containers != null && objects != null, "needs 'containers' and 'objects'");
            case WRITE, PREPARE -> require(containers != null && objects != null && sizes != null,
                    "needs 'containers', 'objects' and 'sizes'");
            case CLEANUP -> require(containers != null && objects != null, "needs 'containers' and 'objects'");
            case INIT, DISPOSE -> require(containers != null, "needs 'containers'");
            case FILEWRITE -> require(containers != null, "needs 'containers'");
            // COSBench's Lister: "no such key defined: containers"
            case LIST -> require(objects == null || containers != null, "with 'objects' needs 'containers'");
            case DELAY -> { }
        }
        if ((kind == OpKind.INIT || kind == OpKind.PREPARE) && objects != null && objects.max() > 0) {
            require(sizes != null, "writes objects and needs 'sizes'");
        }
        if (kind.special()) {
            require(containers instanceof Selector.Range, "accepts only r(lo,hi) or lo-hi for 'containers'");
            require(objects == null || objects instanceof Selector.Range, "accepts only r(lo,hi) or lo-hi for 'objects'");
        }
    }

    private void requireInventoryKeys() {
        switch (kind) {
            case WRITE -> require(sizes != null && (update || containers != null),
                    update ? "updates an inventory and needs 'sizes'" : "creates into an inventory and needs 'containers' and 'sizes'");
            case PREPARE -> require(containers instanceof Selector.Range && objects instanceof Selector.Range && sizes != null,
                    "prepares an inventory and needs 'containers' and 'objects' as r(lo,hi), and 'sizes'");
            case READ, DELETE, CLEANUP -> require(objects == null, "takes its objects from the inventory: remove 'objects'");
            default -> require(false, "cannot use an inventory");
        }
        require(!update || kind == OpKind.WRITE, "'update' is only for an inventory write");
        require(!headFirst || kind == OpKind.PREPARE, "'headFirst' is only for an inventory prepare");
        require(!spread || kind == OpKind.PREPARE, "'spread' is only for an inventory prepare");
        require(!(kind == OpKind.CLEANUP && deleteContainer), "deletes only the run's objects of the inventory:"
                + " deleteContainer=true would delete the others");
    }

    /** {@code <workloadId>-<stage>-<opId>}: unique in the run, the same on every driver. */
    private String createTag(Mission mission) {
        String stage = mission.stageId() == null ? "s" : mission.stageId();
        int dash = stage.indexOf('-');
        return (mission.workloadId() == null ? "run" : mission.workloadId()) + "-"
                + (dash > 0 ? stage.substring(0, dash) : stage) + "-" + operation.id();
    }

    private void require(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException(describe() + " " + what);
        }
    }

    /** {@code op1 (read)}, for messages. */
    String describe() {
        return operation.id() + " (" + operation.name() + ")";
    }

    /**
     * The generators of one worker (global index of total; the mission runs the global workers
     * {@code missionWorkers}); fails when the worker's slice is empty or the selector cannot be divided.
     */
    WorkerCursor cursorFor(int globalIndex, int totalWorkers, Slice missionWorkers) {
        if (kind.special() || kind == OpKind.DELAY) {
            return new WorkerCursor(this, null, null, sizeGenerator());
        }
        if (kind == OpKind.FILEWRITE) {
            // files are never divided among workers (COSBench's FilePicker ignores division)
            ValueGenerator c = generator(containers, division == Division.CONTAINER, sharedContainers, globalIndex,
                    totalWorkers, missionWorkers, null);
            return new WorkerCursor(this, c, Generators.of(fileSelector, null, sharedObjects), null);
        }
        ValueGenerator c = containers == null ? null
                : generator(containers, division == Division.CONTAINER, sharedContainers, globalIndex, totalWorkers, missionWorkers,
                        null);
        ValueGenerator o = objects == null ? null
                : generator(objects, division == Division.OBJECT, sharedObjects, globalIndex, totalWorkers, missionWorkers,
                        objects instanceof Selector.Latest ? frontier : null);
        return new WorkerCursor(this, c, o, sizeGenerator());
    }

    private ValueGenerator sizeGenerator() {
        return sizes == null ? null : Generators.of(sizes.selector(), null, sharedSizes);
    }

    private static ValueGenerator generator(Selector s, boolean divided, AtomicLong shared, int index, int total,
                                            Slice missionWorkers, WriteFrontier frontier) {
        if (s instanceof Selector.Sequential seq) {
            Slice share = sequentialShare(seq, missionWorkers, total);
            return Generators.of(new Selector.Sequential(share.first(), share.last()), null, shared);
        }
        boolean divisible = divided && (s instanceof Selector.Uniform || s instanceof Selector.Range || s instanceof Selector.Histogram
                || s instanceof Selector.Zipfian || s instanceof Selector.HotSpot || s instanceof Selector.Latest);
        Slice slice = divisible ? Slice.of(s.min(), s.max(), index, total) : null;
        return Generators.of(s, slice, shared, frontier);
    }

    /**
     * The part of an {@code s()} range this mission walks. Unlike COSBench, s() is not replayed by
     * every driver: each mission walks the share of the range that belongs to its workers (the whole
     * range when there is one driver, or when the share is empty).
     */
    static Slice sequentialShare(Selector.Sequential seq, Slice missionWorkers, int total) {
        Slice share = Slice.span(seq.lo(), seq.hi(), (int) missionWorkers.first(), (int) missionWorkers.last(), total);
        return share.isEmpty() ? new Slice(seq.lo(), seq.hi()) : share;
    }

    /**
     * The first object number this write walks in this mission ({@code s()} share, or undivided
     * {@code r()}), or -1 when its objects do not walk in order.
     */
    long objectWalkStart(Slice missionWorkers, int total) {
        if (objects instanceof Selector.Sequential seq) {
            return sequentialShare(seq, missionWorkers, total).first();
        }
        if (objects instanceof Selector.Range r && division != Division.OBJECT) {
            return r.lo();
        }
        return -1;
    }

    private Selector selector(Map<String, String> config, String key) {
        String text = config.get(key);
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return SelectorParser.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(operation.id() + " key '" + key + "': " + e.getMessage(), e);
        }
    }

    private static NameTable names(NameFormat format, Selector selector) {
        return selector == null ? new NameTable(format, 1, 0) : new NameTable(format, selector.min(), selector.max());
    }

    private boolean bool(Map<String, String> config, String key, boolean defaultValue) {
        String v = config.get(key);
        if (v == null) {
            return defaultValue;
        }
        return switch (v.trim().toLowerCase(Locale.ROOT)) {
            case "true", "yes", "on" -> true;
            case "false", "no", "off" -> false;
            default -> throw new IllegalArgumentException(operation.id() + " key '" + key + "' has value '" + v + "': expected true or false");
        };
    }
}
