% Query and evidence clauses: every instance their body derives (in some world) is asked.
0.5::a(1). a(2). 0.3::b(3). b(4).
p(1). 0.2::p(2).
query(p(X)) :- a(X).
query(b(X)) :- X = 3 ; X = 4.
0.6::c(1). 0.4::c(2).
d :- c(1). d :- c(2).
evidence(c(X)) :- X = 1.
query(d).
