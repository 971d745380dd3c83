:- use_module(library(lists)).
0.5::e0.
e1(2,2).
p00 :- p00, p00, e0, T =.. [g, 3], T \== g(0).
p10 :- p10.
p10 :- (e0, e0, findall(V, e1(1,V), L), sum_list(L, T), T > 2, T =.. [g, 2], T \== g(0)) ; (p00).
p11(1) :- e1(X,2), findall(V, e1(X,V), L), sum_list(L, T), T > 2.
p20(X,X) <- X \== 3, p10, p00, between(1,3,X).
p20(Y,Y) :- e1(1,X), e0, p20(X,X), between(1,3,Y).
p20(X,X) :- X \== 1, p10, between(1,3,X), \+ p11(X).
p21(X,X) :- e1(Y,Y), between(1,3,X).
p30 <- e1(X,Z), call(p20, X, Z), findall(V, p20(3,V), L), length(L, N), N >= 2.
p30 :- p30, p10, p00.
query(e1(Y,Y)).
query(e1(1,X)).
query(p10) :- between(1,2,X).
