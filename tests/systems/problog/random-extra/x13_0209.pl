:- use_module(library(lists)).
0.3::e0(2,3).
e1(1,3).
e1(3,2).
0.3::e1(2,2); 0.2::e1(3,3).
0.5::e2(3,2).
e2(1,1).
p00(Y) :- p00(Z), between(1,3,Y).
\+p00(Y) :- e2(Y,3).
p01(X) :- p00(Y), e0(2,Y), e0(Y,X), findall(V, e1(X,V), L), length(L, N), N >= 1, not e0(X,X).
p01(Y) :- e1(2,Y), p00(2).
p01(Y) :- e0(2,Y), e2(1,Y), p00(Z), Z @< 1.
p10(1) :- (e2(2,3), e2(X,2)) ; (p10(2)).
p10(Y) :- p10(X), e0(2,X), between(1,3,Y).
p10(X) :- (p01(Y), p00(X), p01(3), T =.. [g, X], T \== g(0)) ; (p00(Z), e2(Z,Z), between(1,3,X), X =:= 3, \+ e2(Z,1)).
0.7::p20(3) :- Y \== 2, p01(Y).
P::p20(Y) :- (e2(1,Z), e1(1,2), e2(Z,1), between(1,3,Y)), P is Y / 4.
\+p20(1) :- e0(3,3).
p30 :- p10(1), p01(3), findall(V, e1(1,V), L), length(L, N), N >= 2.
p30 :- Y \== 3, e0(Y,1), call(e1, Y, Y).
P::p31(X) :- (p01(3), p10(Z), e1(Z,Z), between(1,3,X)), P is X / 4.
p31(Y) :- (p01(Z), e2(Z,2), e2(Y,3), findall(V, e1(Y,V), L), L = [], compare(O, Z, 1)) ; (p00(Y), e1(Y,Y)).
p31(X) <- p01(Y), between(1,3,X), T =.. [g, Y], T \== g(0).
query(p10(3)).
query(p20(X)) :- between(1,2,X).
query(\+ p20(3)).
evidence(e2(3,1), false).
