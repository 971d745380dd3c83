% The same atom reached through different call variants, with evidence on one of them.
0.3::e(1,2). 0.4::e(2,3). 0.5::e(1,3). 0.6::e(3,1).
path(X,Y) :- e(X,Y).
path(X,Y) :- e(X,Z), path(Z,Y).
reach(X) :- path(1,X).
query(path(1,3)).
query(reach(X)).
query(path(X,1)).
evidence(path(2,1)).
