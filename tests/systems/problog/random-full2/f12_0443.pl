:- use_module(library(lists)).
e0(2).
0.7::e1(2,3).
0.3::e1(1,1).
0.1::e1(1,1); 0.2::e1(2,2).
P::p00(X) :- ((e0(1), p00(X)) ; (Z == 2, p00(Z), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2)), P is X / 4.
p10 :- e0(X), e0(X), not e1(X,3).
p10 <- e0(Y), e1(2,1), p10, not e1(Y,Y), Y < 3.
p10 :- p10, T =.. [g, 2], T \== g(0).
p20(X) :- e1(Y,Y), e0(Y), between(1,3,X).
p30 :- p30, p30, p30, T =.. [g, 3], T \== g(0), T =.. [g, 3], T \== g(0).
0.4::p30 :- p31(Y), p31(Y), p31(Y).
p31(3) :- p10, p20(3), e1(Z,2), \+ p20(1), Z >= 3.
P::p31(X) :- (e1(Y,2), e0(1), between(1,3,X), \+ p20(X), not p20(Y)), P is X / 4.
query(e0(3)).
query(p20(1)).
query(e1(Y,1)).
