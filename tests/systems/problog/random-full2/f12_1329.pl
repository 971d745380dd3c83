:- use_module(library(lists)).
0.4::e0(3).
0.3::e0(3); 0.2::e0(1).
e1(3,1).
0.7::e1(1,3).
e2(2,1).
p00(Y) :- p00(X), between(1,3,Y), \+ e1(Y,X).
p10 :- e0(Z), e0(Z), p00(Z), Z == Z, findall(V, e0(V), L), L \= [].
p10 :- p00(Z), p10, p11(Z), compare(O, Z, 2).
p10 :- Z \== 1, e1(Z,Z), e0(Z).
p11(Y) :- e2(Z,X), between(1,3,Y), \+ e1(X,3).
p11(X) :- p00(X), p10, e0(3), T =.. [g, X], T \== g(0), compare(O, X, 2).
p20 :- p10, p00(3), findall(V, e2(3,V), L), sum_list(L, T), T > 2, T =.. [g, 1], T \== g(0).
p20 :- e1(3,2), \+ e1(2,3).
query(e1(1,2)).
query(p10).
query(e2(X,X)) :- between(1,2,X).
