:- use_module(library(lists)).
0.1::e0(2); 0.2::e0(1).
0.2::e1(3,3).
0.5::e1(2,1).
0.3::e1(3,3); 0.1::e1(1,1).
p00(3) :- e1(X,Y), e1(X,Y).
0.4::p10 :- p10, e0(Z), compare(O, Z, 2), Z \= Z.
p11 :- p00(Z), e1(Z,Y), e1(Y,Y), T =.. [g, Y], T \== g(0), W is Y + 3, W < 5.
p11 :- e0(X).
p11 :- e1(2,Z), p11, e1(Z,Z), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, call(e1, Z, Z).
query(p11).
query(p00(X)).
evidence(p00(1), true).
