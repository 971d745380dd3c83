:- use_module(library(lists)).
0.4::e0(2).
0.1::e0(1); 0.3::e0(2).
0.2::e1(3).
0.9::e1(2).
0.75::e2.
e3(2,2).
e3(1,2).
e3(3,1).
e3(3,2).
p00(X,X) :- p00(2,Z), e3(Y,Z), between(1,3,X), findall(V, e0(V), L), L = [], findall(V, e3(Y,V), L), L \= [].
p10(X) :- e2, e1(Z), e2, between(1,3,X), Z >= 1.
p10(X) :- e0(Z), e0(Z), e1(Z), between(1,3,X), \+ e0(X).
p20(Y,Y) :- (p21(X), e2, p20(2,3), between(1,3,Y), W is Y + 1, W < 5, not e0(3)) ; (p00(X,Y), e2, p20(Y,X), Y @=< 3, Y >= 1).
p20(1,1) :- p21(2).
p20(3,1) :- e3(Y,1), p10(Y), p20(Y,Y), W is Y + 3, W < 5.
p21(3) <- e3(Y,Y), e2, e0(Y), T =.. [g, Y], T \== g(0).
p21(X) :- e1(Y), between(1,3,X).
p21(X) :- e2, between(1,3,X).
0.25::p30(Y) <- e2, e1(X), between(1,3,Y), compare(O, Y, 1).
0.6::p30(2) <- p21(Y), p21(Y), findall(V, p21(V), L), sum_list(L, T), T > 2.
p30(1) :- (p30(3), p30(3), call(e3, 1, 2)) ; (e2, e1(1), \+ e2, T =.. [g, 2], T \== g(0)).
p31(Y) :- e2, between(1,3,Y), \+ p00(2,2).
query(e0(Y)).
query(p30(3)).
